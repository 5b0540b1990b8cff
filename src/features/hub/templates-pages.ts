import { createElement, lazy } from 'react';
import type { FlowExtras } from '../../questionnaire/flow-screen';
import type { FlowPages } from '../../questionnaire/signed-in-flow-screen';
import { TemplateFillNotes } from './components/template-fill-notes';
import { TemplateLibraryFrame } from './components/template-library-frame';

/** The flow these pages are of: the route table loads it with them. */
export { TEMPLATES_FLOW as FLOW } from '../../domain/flows/templates-flow';

const EXTRAS: FlowExtras = { question: { notes: createElement(TemplateFillNotes) } };

/**
 * The templates flow's own pieces (decision 0070): every page behind the library, the notes
 * above each template's questions, and the filled page as its confirmation.
 */
export const FLOW_PAGES: FlowPages = {
  Frame: TemplateLibraryFrame,
  useExtras: () => EXTRAS,
  Confirmation: lazy(() =>
    import('./components/filled-template-page').then((m) => ({ default: m.FilledTemplatePage })),
  ),
};
