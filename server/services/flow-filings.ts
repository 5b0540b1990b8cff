import { ANNUAL_REPORT_FLOW } from '../../src/domain/flows/annual-report-flow';
import { AMENDMENT_FLOW } from '../../src/domain/flows/amendment-flow';
import { AMENDMENT_FILING } from '../products/amendment/amendment-filing';
import { CERTIFICATE_FLOW } from '../../src/domain/flows/certificate-flow';
import { EIN_FLOW } from '../../src/domain/flows/ein-flow';
import { FORMATION_FLOW } from '../../src/domain/flows/formation-flow';
import { OPERATING_AGREEMENT_FLOW } from '../../src/domain/flows/operating-agreement-flow';
import { REGISTERED_AGENT_FLOW } from '../../src/domain/flows/registered-agent-flow';
import { ANNUAL_REPORT_FILING } from '../products/annual-report/annual-report';
import { agreementFiling } from '../products/operating-agreement/agreement-signing';
import type { SigningProvider } from '../signing/signing-provider';
import { CERTIFICATE_FILING } from '../products/certificate/certificate-submission';
import { EIN_FILING } from '../products/ein/ein-submission';
import type { FlowFiling } from './flow-submissions';
import { FORMATION_FILING } from '../products/formation/formation-submission';
import { REGISTERED_AGENT_FILING } from '../products/registered-agent/registered-agent-submission';

/**
 * Each submitted flow's own filing step, by flow key: what the one submission runs per flow,
 * given the services a filing uses (the operating agreement's signing provider).
 */
export function flowFilings(services: {
  signing: SigningProvider;
}): Readonly<Record<string, FlowFiling>> {
  return {
    [FORMATION_FLOW.key]: FORMATION_FILING,
    [EIN_FLOW.key]: EIN_FILING,
    [REGISTERED_AGENT_FLOW.key]: REGISTERED_AGENT_FILING,
    [CERTIFICATE_FLOW.key]: CERTIFICATE_FILING,
    [OPERATING_AGREEMENT_FLOW.key]: agreementFiling(services.signing),
    [ANNUAL_REPORT_FLOW.key]: ANNUAL_REPORT_FILING,
    [AMENDMENT_FLOW.key]: AMENDMENT_FILING,
  };
}
