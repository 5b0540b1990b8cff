/**
 * Which states' annual reports ask about wage-law judgments (decision 0054). Kept as data in
 * this one place: the flow's page order, the server's submission and the tests read it.
 *
 * California's Statement of Information for an LLC (Form LLC-12) asks whether any manager or
 * member has an outstanding final judgment for a violation of a wage order or the Labor Code
 * (Corporations Code §17702.09(a)(8), which Labor Code §200.5 refers to). No other state's
 * report asks it; the state data Charter carries (shared/data) says nothing about it.
 */
export const WAGE_LAW_STATES: ReadonlyArray<{ code: string; source: string; verified: string }> = [
  {
    code: 'CA',
    source:
      'California Corporations Code §17702.09(a)(8); Labor Code §200.5; Secretary of State Form LLC-12',
    verified: '2026-11-27',
  },
];

/** Whether the report of a business in the state (its two-letter code) asks the question. */
export const asksWageLawQuestion = (stateCode: string | null | undefined): boolean =>
  WAGE_LAW_STATES.some((state) => state.code === stateCode?.toUpperCase());
