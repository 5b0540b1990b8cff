/**
 * The agencies' own sites that are not under .gov or .us: a licence rule's links must be on
 * an agency's own domain or a portal the agency names (issue 27, item 3), never a guide, blog
 * or vendor's page. A host is official when it is, or is under, one of these or ends in .gov,
 * .us or .mil; a new agency domain joins this list with whose it is.
 */
export const OFFICIAL_DOMAINS: Readonly<Record<string, string>> = {
  'myfloridalicense.com': 'Florida Department of Business and Professional Regulation',
  'freshfromflorida.com': 'Florida Department of Agriculture and Consumer Services',
  'myflfamilies.com': 'Florida Department of Children and Families',
  'floridarevenue.com': 'Florida Department of Revenue',
  'gamccd.net': 'Georgia Department of Public Health (food service: environmental health)',
  'nclbgc.org': 'North Carolina Licensing Board for General Contractors',
  'nccosmeticarts.com': 'North Carolina Board of Cosmetic Art Examiners',
  'ncuc.net': 'North Carolina Utilities Commission',
  'lacity.org': 'City of Los Angeles',
  'sftreasurer.org': 'San Francisco Treasurer and Tax Collector',
  'nashvilleclerk.com': 'Metropolitan Nashville and Davidson County Clerk',
  'denvergov.org': 'City and County of Denver',
  'spokanecity.org': 'City of Spokane',
  'spokanevalley.org': 'City of Spokane Valley',
  'laworks.net': 'Louisiana Workforce Commission',
  'uimn.org':
    'Minnesota Unemployment Insurance (Department of Employment and Economic Development)',
  'nvsos.prod.govaccess.org': 'Nevada Secretary of State (the host nvsos.gov is served from)',
  'nvdetr.org': 'Nevada Department of Employment, Training and Rehabilitation',
  'jobsnd.com': 'Job Service North Dakota',
  'wvcommerce.org': 'West Virginia Department of Commerce',
  'workforcewv.org': 'WorkForce West Virginia',
};

/** Whether `url`'s host is a government domain or one of the agencies' own above. */
export function isOfficialUrl(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  if (protocol !== 'https:') return false;
  if (/\.(gov|us|mil)$/.test(hostname)) return true;
  return Object.keys(OFFICIAL_DOMAINS).some(
    (domain) => hostname === domain || hostname.endsWith(`.${domain}`),
  );
}
