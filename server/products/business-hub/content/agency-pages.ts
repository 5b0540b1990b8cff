import type { Inline, SourceRef } from './content-source';

/**
 * The agency pages the hub's content cites, each once, with the title it is listed under in a
 * piece's sources. Every address was checked to exist before it was written here (README,
 * "Sources"); a new one joins only the same way, never guessed from a pattern.
 */
export const PAGES = {
  // Internal Revenue Service
  irsSmallBusiness: {
    label: 'IRS: Small business and self-employed tax center',
    href: 'https://www.irs.gov/businesses/small-businesses-self-employed',
  },
  irsEinOnline: {
    label: 'IRS: Get an employer identification number',
    href: 'https://www.irs.gov/businesses/small-businesses-self-employed/apply-for-an-employer-identification-number-ein-online',
  },
  irsFormSs4: {
    label: 'IRS: About Form SS-4, Application for Employer Identification Number',
    href: 'https://www.irs.gov/forms-pubs/about-form-ss-4',
  },
  irsForm8822b: {
    label: 'IRS: About Form 8822-B, Change of Address or Responsible Party — Business',
    href: 'https://www.irs.gov/forms-pubs/about-form-8822-b',
  },
  irsLlc: {
    label: 'IRS: Limited liability company (LLC)',
    href: 'https://www.irs.gov/businesses/small-businesses-self-employed/limited-liability-company-llc',
  },
  irsSingleMemberLlc: {
    label: 'IRS: Single member limited liability companies',
    href: 'https://www.irs.gov/businesses/small-businesses-self-employed/single-member-limited-liability-companies',
  },
  irsForm8832: {
    label: 'IRS: About Form 8832, Entity Classification Election',
    href: 'https://www.irs.gov/forms-pubs/about-form-8832',
  },
  irsForm2553: {
    label: 'IRS: About Form 2553, Election by a Small Business Corporation',
    href: 'https://www.irs.gov/forms-pubs/about-form-2553',
  },
  irsSCorporations: {
    label: 'IRS: S corporations',
    href: 'https://www.irs.gov/businesses/small-businesses-self-employed/s-corporations',
  },
  irsSCorpCompensation: {
    label: 'IRS: S corporation compensation and medical insurance issues',
    href: 'https://www.irs.gov/businesses/small-businesses-self-employed/s-corporation-compensation-and-medical-insurance-issues',
  },
  irsForm1065: {
    label: 'IRS: About Form 1065, U.S. Return of Partnership Income',
    href: 'https://www.irs.gov/forms-pubs/about-form-1065',
  },
  irsPub541: {
    label: 'IRS: Publication 541, Partnerships',
    href: 'https://www.irs.gov/publications/p541',
  },
  irsPayingYourself: {
    label: 'IRS: Paying yourself',
    href: 'https://www.irs.gov/businesses/small-businesses-self-employed/paying-yourself',
  },
  irsSelfEmploymentTax: {
    label: 'IRS: Self-employment tax (Social Security and Medicare taxes)',
    href: 'https://www.irs.gov/businesses/small-businesses-self-employed/self-employment-tax-social-security-and-medicare-taxes',
  },
  irsEstimatedTaxes: {
    label: 'IRS: Estimated taxes',
    href: 'https://www.irs.gov/businesses/small-businesses-self-employed/estimated-taxes',
  },
  irsForm1040Es: {
    label: 'IRS: About Form 1040-ES, Estimated Tax for Individuals',
    href: 'https://www.irs.gov/forms-pubs/about-form-1040-es',
  },
  irsPub505: {
    label: 'IRS: Publication 505, Tax Withholding and Estimated Tax',
    href: 'https://www.irs.gov/publications/p505',
  },
  irsDirectPay: { label: 'IRS: Direct Pay', href: 'https://www.irs.gov/payments/direct-pay' },
  eftps: {
    label: 'U.S. Treasury: Electronic Federal Tax Payment System (EFTPS)',
    href: 'https://www.eftps.gov/',
  },
  irsRecordkeeping: {
    label: 'IRS: Recordkeeping',
    href: 'https://www.irs.gov/businesses/small-businesses-self-employed/recordkeeping',
  },
  irsKeepRecords: {
    label: 'IRS: How long should I keep records?',
    href: 'https://www.irs.gov/businesses/small-businesses-self-employed/how-long-should-i-keep-records',
  },
  irsPub583: {
    label: 'IRS: Publication 583, Starting a Business and Keeping Records',
    href: 'https://www.irs.gov/publications/p583',
  },
  irsBusinessExpenses: {
    label: 'IRS: Deducting business expenses',
    href: 'https://www.irs.gov/businesses/small-businesses-self-employed/deducting-business-expenses',
  },
  irsHomeOffice: {
    label: 'IRS: Home office deduction',
    href: 'https://www.irs.gov/businesses/small-businesses-self-employed/home-office-deduction',
  },
  irsMileageRates: {
    label: 'IRS: Standard mileage rates',
    href: 'https://www.irs.gov/tax-professionals/standard-mileage-rates',
  },
  irsPub463: {
    label: 'IRS: Publication 463, Travel, Gift, and Car Expenses',
    href: 'https://www.irs.gov/publications/p463',
  },
  irsForm1099Nec: {
    label: 'IRS: About Form 1099-NEC, Nonemployee Compensation',
    href: 'https://www.irs.gov/forms-pubs/about-form-1099-nec',
  },
  irsFormW9: {
    label: 'IRS: About Form W-9, Request for Taxpayer Identification Number and Certification',
    href: 'https://www.irs.gov/forms-pubs/about-form-w-9',
  },
  irsForm1099K: {
    label: 'IRS: Understanding your Form 1099-K',
    href: 'https://www.irs.gov/businesses/understanding-your-form-1099-k',
  },
  irsContractorOrEmployee: {
    label: 'IRS: Independent contractor (self-employed) or employee?',
    href: 'https://www.irs.gov/businesses/small-businesses-self-employed/independent-contractor-self-employed-or-employee',
  },
  irsFormSs8: {
    label: 'IRS: About Form SS-8, Determination of Worker Status',
    href: 'https://www.irs.gov/forms-pubs/about-form-ss-8',
  },
  irsHiringEmployees: {
    label: 'IRS: Hiring employees',
    href: 'https://www.irs.gov/businesses/small-businesses-self-employed/hiring-employees',
  },
  irsEmploymentTaxes: {
    label: 'IRS: Understanding employment taxes',
    href: 'https://www.irs.gov/businesses/small-businesses-self-employed/understanding-employment-taxes',
  },
  irsPub15: {
    label: "IRS: Publication 15, (Circular E), Employer's Tax Guide",
    href: 'https://www.irs.gov/publications/p15',
  },
  irsFormW4: {
    label: "IRS: About Form W-4, Employee's Withholding Certificate",
    href: 'https://www.irs.gov/forms-pubs/about-form-w-4',
  },
  irsForm941: {
    label: "IRS: About Form 941, Employer's Quarterly Federal Tax Return",
    href: 'https://www.irs.gov/forms-pubs/about-form-941',
  },
  irsForm940: {
    label: "IRS: About Form 940, Employer's Annual Federal Unemployment (FUTA) Tax Return",
    href: 'https://www.irs.gov/forms-pubs/about-form-940',
  },
  irsFormW2: {
    label: 'IRS: About Form W-2, Wage and Tax Statement',
    href: 'https://www.irs.gov/forms-pubs/about-form-w-2',
  },
  irsTrustFundPenalty: {
    label: 'IRS: Employment taxes and the trust fund recovery penalty (TFRP)',
    href: 'https://www.irs.gov/businesses/small-businesses-self-employed/employment-taxes-and-the-trust-fund-recovery-penalty-tfrp',
  },
  irsRealIrsContact: {
    label: "IRS: How to know it's really the IRS calling or knocking on your door",
    href: 'https://www.irs.gov/newsroom/how-to-know-its-really-the-irs-calling-or-knocking-on-your-door',
  },
  irsNoticeOrLetter: {
    label: 'IRS: Understanding your IRS notice or letter',
    href: 'https://www.irs.gov/individuals/understanding-your-irs-notice-or-letter',
  },

  // U.S. Small Business Administration
  sbaChooseStructure: {
    label: 'SBA: Choose a business structure',
    href: 'https://www.sba.gov/business-guide/launch-your-business/choose-business-structure',
  },
  sbaRegister: {
    label: 'SBA: Register your business',
    href: 'https://www.sba.gov/business-guide/launch-your-business/register-your-business',
  },
  sbaTaxIds: {
    label: 'SBA: Get federal and state tax ID numbers',
    href: 'https://www.sba.gov/business-guide/launch-your-business/get-federal-state-tax-id-numbers',
  },
  sbaBankAccount: {
    label: 'SBA: Open a business bank account',
    href: 'https://www.sba.gov/business-guide/launch-your-business/open-business-bank-account',
  },
  sbaLicenses: {
    label: 'SBA: Apply for licenses and permits',
    href: 'https://www.sba.gov/business-guide/launch-your-business/apply-licenses-permits',
  },
  sbaInsurance: {
    label: 'SBA: Get business insurance',
    href: 'https://www.sba.gov/business-guide/launch-your-business/get-business-insurance',
  },
  sbaPayTaxes: {
    label: 'SBA: Pay taxes',
    href: 'https://www.sba.gov/business-guide/manage-your-business/pay-taxes',
  },
  sbaHire: {
    label: 'SBA: Hire and manage employees',
    href: 'https://www.sba.gov/business-guide/manage-your-business/hire-manage-employees',
  },
  sbaLocalAssistance: {
    label: 'SBA: Local assistance',
    href: 'https://www.sba.gov/local-assistance',
  },

  // Federal Trade Commission
  ftcCertificateScams: {
    label: 'FTC Business Blog: Certifiably shady (January 2020)',
    href: 'https://www.ftc.gov/business-guidance/blog/2020/01/certifiably-shady',
  },
  ftcImpersonationRule: {
    label: 'FTC Business Blog: New impersonator rule gives FTC a powerful tool (February 2024)',
    href: 'https://www.ftc.gov/business-guidance/blog/2024/02/new-impersonator-rule-gives-ftc-powerful-tool-protecting-consumers-businesses',
  },
  ftcReportFraud: { label: 'FTC: ReportFraud.ftc.gov', href: 'https://reportfraud.ftc.gov/' },

  // Secretaries of State
  caSosCertificateAlert: {
    label:
      'California Secretary of State: Alert on misleading solicitations (certificate of status)',
    href: 'https://www.sos.ca.gov/business-programs/customer-alerts/alert-misleading-solicitations-certificate-status/',
  },
  caSosStatementAlert: {
    label: 'California Secretary of State: Misleading Statement of Information solicitations',
    href: 'https://www.sos.ca.gov/business-programs/customer-alerts/misleading-statement-information-solicitations',
  },
  ncSosMisleadingMail: {
    label: 'North Carolina Secretary of State: Business Registration Manual, misleading mailings',
    href: 'https://sosnc.gov/manual/business_registration_Site/Page5',
  },

  // U.S. Department of Labor and other employment agencies
  dolPosters: {
    label: 'U.S. Department of Labor: Workplace posters',
    href: 'https://www.dol.gov/general/topics/posters',
  },
  dolMinimumWage: {
    label: 'U.S. Department of Labor: Minimum wage',
    href: 'https://www.dol.gov/agencies/whd/minimum-wage',
  },
  dolOvertime: {
    label: 'U.S. Department of Labor: Overtime pay',
    href: 'https://www.dol.gov/agencies/whd/overtime',
  },
  dolMisclassification: {
    label: 'U.S. Department of Labor: Employee or independent contractor classification',
    href: 'https://www.dol.gov/agencies/whd/flsa/misclassification',
  },
  dolWorkersComp: {
    label: "U.S. Department of Labor: Workers' compensation",
    href: 'https://www.dol.gov/general/topic/workcomp',
  },
  uscisI9: { label: 'USCIS: I-9 Central', href: 'https://www.uscis.gov/i-9-central' },
  eVerify: { label: 'E-Verify', href: 'https://www.e-verify.gov/' },
  acfNewHire: {
    label: 'HHS Office of Child Support Services: New hire reporting',
    href: 'https://acf.gov/css/employers/employer-responsibilities/new-hire-reporting',
  },

  // Banking, trademarks and courts
  fdicDepositInsurance: {
    label: 'FDIC: Deposit insurance',
    href: 'https://www.fdic.gov/resources/deposit-insurance',
  },
  fdicBusinessBasics: {
    label: 'FDIC: Basics of deposit insurance for businesses',
    href: 'https://www.fdic.gov/consumer-resource-center/2004-basics-deposit-insurance-businesses',
  },
  ncuaShareInsurance: {
    label: 'NCUA (MyCreditUnion.gov): Share insurance',
    href: 'https://mycreditunion.gov/share-insurance',
  },
  usptoTrademarkBasics: {
    label: 'USPTO: Trademark basics',
    href: 'https://www.uspto.gov/trademarks/basics',
  },
  usptoMisleadingNotices: {
    label: 'USPTO: Caution about misleading notices',
    href: 'https://www.uspto.gov/trademarks/protect/caution-misleading-notices',
  },
  wayfair: {
    label: 'Supreme Court of the United States: South Dakota v. Wayfair, Inc. (2018)',
    href: 'https://www.supremecourt.gov/opinions/17pdf/17-494_j4el.pdf',
  },
  usaGovAgencies: {
    label: 'USA.gov: A-Z index of U.S. government departments and agencies',
    href: 'https://www.usa.gov/agency-index',
  },

  // State pages the US LLC State Requirements Dataset cites for the figures shown
  flLlcFees: {
    label: 'Florida Division of Corporations: LLC fees',
    href: 'https://dos.fl.gov/sunbiz/forms/fees/llc-fees/',
  },
  caLlcForms: {
    label: 'California Secretary of State: Limited liability companies (California domestic)',
    href: 'https://www.sos.ca.gov/business-programs/business-entities/forms/limited-liability-companies-california-domestic',
  },
  caFtbLlc: {
    label: 'California Franchise Tax Board: Limited liability company',
    href: 'https://www.ftb.ca.gov/file/business/types/limited-liability-company/index.html',
  },
  deLlcTax: {
    label: 'Delaware Division of Corporations: LLC/LP/GP franchise tax instructions',
    href: 'https://corp.delaware.gov/alt-entitytaxinstructions/',
  },
  txFranchiseTax: {
    label: 'Texas Comptroller of Public Accounts: Franchise tax',
    href: 'https://comptroller.texas.gov/taxes/franchise/',
  },
} as const satisfies Record<string, SourceRef>;

export type AgencyPage = keyof typeof PAGES;

/** A link to one of the pages above, with the words it is read as. */
export function linkTo(page: AgencyPage, text: string): Inline {
  return { link: text, href: PAGES[page].href };
}

/** The pages, as a piece's sources, in the order given. */
export function sourcesOf(...pages: AgencyPage[]): SourceRef[] {
  return pages.map((page) => ({ ...PAGES[page] }));
}
