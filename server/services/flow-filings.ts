import { EIN_FLOW } from '../../src/domain/flows/ein-flow';
import { FORMATION_FLOW } from '../../src/domain/flows/formation-flow';
import { EIN_FILING } from './ein-submission';
import type { FlowFiling } from './flow-submissions';
import { FORMATION_FILING } from './formation-submission';

/** Each submitted flow's own filing step, by flow key: what the one submission runs per flow. */
export const FLOW_FILINGS: Readonly<Record<string, FlowFiling>> = {
  [FORMATION_FLOW.key]: FORMATION_FILING,
  [EIN_FLOW.key]: EIN_FILING,
};
