import { ANNUAL_REPORT_FLOW } from './annual-report-flow';
import { AMENDMENT_FLOW } from './amendment-flow';
import { CERTIFICATE_FLOW } from './certificate-flow';
import { EIN_FLOW } from './ein-flow';
import type { Flow } from './flow';
import { FORMATION_FLOW } from './formation-flow';
import { REGISTERED_AGENT_FLOW } from './registered-agent-flow';
import { OPERATING_AGREEMENT_FLOW } from './operating-agreement-flow';
import { REGISTRATION_FLOW } from './registration-flow';

/** Every flow described as data, for what treats them alike (route table, server routes, tests). */
export const FLOWS: readonly Flow[] = [
  REGISTRATION_FLOW,
  FORMATION_FLOW,
  EIN_FLOW,
  REGISTERED_AGENT_FLOW,
  CERTIFICATE_FLOW,
  OPERATING_AGREEMENT_FLOW,
  ANNUAL_REPORT_FLOW,
  AMENDMENT_FLOW,
];
