import { lazy, Suspense } from 'react';
import { AssistantPage } from '../features/support/components/assistant-page';

/** The hub's part loads with the first reply, not with the page. */
const HubAnswers = lazy(() =>
  import('../features/hub/components/hub-answers').then((m) => ({ default: m.HubAnswers })),
);

/**
 * /assistant: the Help Center's answers (the support feature) with the Business Hub's articles
 * and guides under each reply (the hub feature, owner-only like all hub content: decision 0080).
 * Features do not import each other, so the app puts them together, as documents-screen.tsx
 * does.
 */
export function AssistantScreen() {
  return (
    <AssistantPage
      related={(question) => (
        <Suspense fallback={null}>
          <HubAnswers question={question} />
        </Suspense>
      )}
    />
  );
}
