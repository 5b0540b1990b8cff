import { describe, expect, it } from 'vitest';
import { flowOutline, type Flow } from '../domain/flows/flow';
import { TEMPLATE_FILLED_PAGE, TEMPLATES_FLOW } from '../domain/flows/templates-flow';
import { TEMPLATE_SLUGS } from '../domain/hub/template-catalogue';
import { findWizardLocation, QUESTIONNAIRE_AREAS, WIZARD_AREAS } from './wizard-areas';

/** Every flow module's flow, found by name as the build finds it: no list to forget one in. */
const FLOWS: Flow[] = Object.values(
  import.meta.glob<Record<string, Flow>>('../domain/flows/*-flow.ts', { eager: true }),
).flatMap((exports) =>
  Object.entries(exports)
    .filter(([name]) => name.endsWith('_FLOW'))
    .map(([, flow]) => flow),
);

describe('the route table’s flow outlines', () => {
  it.each(FLOWS.map((flow) => [flow.key, flow] as const))(
    '%s: its area is the outline of its flow module',
    (key, flow) => {
      expect(WIZARD_AREAS[key]).toEqual(flowOutline(flow));
    },
  );

  it.each(
    QUESTIONNAIRE_AREAS.flatMap((entry) =>
      'pages' in entry ? [[entry.area.key, entry] as const] : [],
    ),
  )('%s: its pages file is of the flow its outline is drawn from', async (_, entry) => {
    expect(flowOutline((await entry.pages()).FLOW)).toEqual(entry.area);
  });
});

describe('the templates’ pages, known by their shape', () => {
  it('leave every template’s name and label out of the route table', () => {
    expect(WIZARD_AREAS.templates!.pages.map((page) => page.name)).toEqual([TEMPLATE_FILLED_PAGE]);
  });

  it.each(TEMPLATE_SLUGS)('finds /templates/%s as a question page of the shape', (slug) => {
    expect(findWizardLocation(`/templates/${slug}`)?.page).toEqual({
      name: slug,
      label: TEMPLATES_FLOW.pagesByPattern.label,
      kind: 'question',
    });
  });

  it('finds the filled page as the confirmation it is', () => {
    expect(findWizardLocation('/templates/filled')?.page.kind).toBe('confirmation');
  });

  it.each(['/templates/Mutual-NDA', '/templates/mutual_nda', '/templates/-nda', '/templates/a/b'])(
    'finds nothing at %s, not of the shape',
    (path) => {
      expect(findWizardLocation(path)).toBeNull();
    },
  );
});
