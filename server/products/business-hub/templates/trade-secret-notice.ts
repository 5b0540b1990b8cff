/**
 * The notice of whistleblower immunity the federal Defend Trade Secrets Act asks a business to
 * give in any contract with an individual (employee, contractor or consultant) that governs the
 * use of trade secrets: without it, the business can't recover exemplary damages or attorney
 * fees from that person under the Act (18 U.S.C. § 1833(b)(3)). Written here in plain words.
 */
export const DTSA_IMMUNITY_NOTICE =
  'Notice of immunity under the Defend Trade Secrets Act (18 U.S.C. § 1833(b)): an individual can’t be held criminally or civilly liable under any federal or state trade secret law for disclosing a trade secret (a) in confidence to a federal, state or local government official, directly or indirectly, or to an attorney, solely to report or investigate a suspected violation of law, or (b) in a complaint or other document filed under seal in a lawsuit or other proceeding. An individual who sues an employer for retaliation for reporting a suspected violation of law may disclose the trade secret to their attorney and use it in the court proceeding, if they file any document containing it under seal and don’t disclose it except as a court orders.';
