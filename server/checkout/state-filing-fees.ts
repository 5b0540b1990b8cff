/**
 * Each state's fee for forming an LLC online (Articles of Organization, Certificate of
 * Formation or Organization: the document the Secretary of State files), in cents, keyed by
 * two-letter code. Where online and paper filings cost differently, the online fee: Charter
 * files online.
 *
 * These are the states' published fees as known when this table was written: states change
 * them, so check every figure against the state's fee schedule before going live. The server
 * reseeds the catalogue from this table at every start, so an edit here is the price served.
 *
 * Fees the filing does not include are not here: Nevada's initial list and state business
 * licence, New York's and Nebraska's publication, Tennessee's per-member fee above the minimum.
 */
export const STATE_FILING_FEES: Readonly<Record<string, number>> = {
  AL: 200_00,
  AK: 250_00,
  AZ: 50_00,
  AR: 45_00,
  CA: 70_00,
  CO: 50_00,
  CT: 120_00,
  DE: 110_00,
  DC: 99_00,
  FL: 125_00,
  GA: 100_00,
  HI: 50_00,
  ID: 100_00,
  IL: 150_00,
  IN: 95_00,
  IA: 50_00,
  KS: 160_00,
  KY: 40_00,
  LA: 100_00,
  ME: 175_00,
  MD: 100_00,
  MA: 500_00,
  MI: 50_00,
  MN: 155_00,
  MS: 50_00,
  MO: 50_00,
  MT: 35_00,
  NE: 100_00,
  NV: 75_00,
  NH: 100_00,
  NJ: 125_00,
  NM: 50_00,
  NY: 200_00,
  NC: 125_00,
  ND: 135_00,
  OH: 99_00,
  OK: 100_00,
  OR: 100_00,
  PA: 125_00,
  RI: 150_00,
  SC: 110_00,
  SD: 150_00,
  TN: 300_00,
  TX: 300_00,
  UT: 59_00,
  VT: 125_00,
  VA: 100_00,
  WA: 200_00,
  WV: 100_00,
  WI: 130_00,
  WY: 100_00,
};

/**
 * What the expedited filing (RAPID-STATE) costs on top of a state's standard fee, in cents.
 * One flat figure, an assumption of this seed rather than a published fee: states price
 * expediting in tiers (24-hour, same-day, two-hour) or not at all, and the one-business-day
 * promise is Charter's. Replace it with per-state figures before going live.
 */
export const RAPID_FILING_SURCHARGE = 100_00;
