/*
 * What the state requires once Charter's registered agent service ends (lapsed after declined
 * renewals, or cancelled at the period's end): said the same way on the subscriptions page and
 * in the mail. A general requirement with its source named; Charter keeps no per-state rule
 * about agents, so none is stated (decision 0088).
 */

/** Where the requirement is stated: the U.S. Small Business Administration's registration guide. */
export const REGISTERED_AGENT_REQUIREMENT_SOURCE = {
  label: 'SBA: Register your business',
  href: 'https://www.sba.gov/business-guide/launch-your-business/register-your-business',
} as const;

/** The requirement, and what the owner does about it. */
export const REGISTERED_AGENT_REQUIREMENT =
  'Every state requires an LLC to keep a registered agent with a physical street address in ' +
  'the state where it is registered, for as long as the LLC exists. Name a new registered ' +
  'agent with your state: your state’s business filing office says how to change agents. To ' +
  'have ours back, write to us from Submit a request.';
