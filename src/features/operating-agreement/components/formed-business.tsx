import { useBusinessList } from '../../../api/business-list';
import { registeredAgentName, type BusinessRecord } from '../../../domain/business-record';
import { longDate } from '../../../domain/long-date';
import { FORMATION_REQUIRED_NOTICES } from '../../../domain/services/formation-rules';
import { Fact } from '../../../ui/fact';
import { Notice } from '../../../ui/notice';
import { TextSkeleton } from '../../../ui/text-skeleton';
import './formed-business.css';

function agentText(business: BusinessRecord): string {
  const agent = business.registered_agent;
  if (!agent) return 'The agent on file with the state';
  if (agent.is_bizup_designated_agent) return "Charter's registered agent";
  return registeredAgentName(agent) || 'The agent on file with the state';
}

/**
 * The business as the formation filed it, which the agreement states and step 1 does not edit:
 * its name, state, filing date and registered agent (changing them is an amendment).
 */
export function FormedBusiness() {
  const list = useBusinessList();
  const business = list.data?.[0];
  return (
    <section className="ch-formed-business" aria-labelledby="formed-business-heading">
      <h2 id="formed-business-heading" className="ch-formed-business__heading">
        Your business, as formed
      </h2>
      {list.isError ? (
        <Notice tone="error">
          We could not load your business details. Please reload the page.
        </Notice>
      ) : list.isPending ? (
        <TextSkeleton label="Loading your business…" width="24ch" />
      ) : !business ? (
        <Notice tone="warning">{FORMATION_REQUIRED_NOTICES.LLC_OPERATING_AGREEMENT}</Notice>
      ) : (
        <>
          <dl className="ch-formed-business__details">
            <Fact term="Business name">
              {business.official_business_name ?? business.business_name}
            </Fact>
            <Fact term="State of formation">{business.state}</Fact>
            {business.submitted_at && <Fact term="Filed">{longDate(business.submitted_at)}</Fact>}
            <Fact term="Registered agent">{agentText(business)}</Fact>
          </dl>
          <p className="ch-formed-business__note">
            These come from your formation filing. To change them, file articles of amendment.
          </p>
        </>
      )}
    </section>
  );
}
