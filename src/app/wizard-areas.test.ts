import { describe, expect, it } from 'vitest';
import { flowOutline, type Flow } from '../domain/flows/flow';
import { QUESTIONNAIRE_AREAS, WIZARD_AREAS } from './wizard-areas';

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
