/**
 * The Business Hub's written content (issue 28): every article and guide, listed alphabetically
 * by slug. The content service builds the hub's pages (articles as HTML, guides as tagged PDFs)
 * from these (content-service/hub-source-items.ts).
 */
import { ARTICLE as articleAYearEndChecklistForLlcOwners } from './articles/a-year-end-checklist-for-llc-owners';
import { ARTICLE as articleBusinessInsuranceBasics } from './articles/business-insurance-basics';
import { ARTICLE as articleDeductingBusinessDrivingIn2026 } from './articles/deducting-business-driving-in-2026';
import { ARTICLE as articleDoingBusinessInAnotherState } from './articles/doing-business-in-another-state';
import { ARTICLE as articleFdicInsuranceAndYourBusinessAccount } from './articles/fdic-insurance-and-your-business-account';
import { ARTICLE as articleForm1099NecChangesFor2026 } from './articles/form-1099-nec-changes-for-2026';
import { ARTICLE as articleHowLongToKeepBusinessRecords } from './articles/how-long-to-keep-business-records';
import { ARTICLE as articleHowTheIrsTaxesYourLlcByDefault } from './articles/how-the-irs-taxes-your-llc-by-default';
import { ARTICLE as articleIsThatIrsLetterReal } from './articles/is-that-irs-letter-real';
import { ARTICLE as articlePaymentAppsAndForm1099K } from './articles/payment-apps-and-form-1099-k';
import { ARTICLE as articleShouldYourLlcElectSCorporationStatus } from './articles/should-your-llc-elect-s-corporation-status';
import { ARTICLE as articleTheHomeOfficeDeductionInPlainEnglish } from './articles/the-home-office-deduction-in-plain-english';
import { ARTICLE as articleWhatIsSelfEmploymentTax } from './articles/what-is-self-employment-tax';
import { ARTICLE as articleWhyYourLlcNeedsAnOperatingAgreement } from './articles/why-your-llc-needs-an-operating-agreement';
import { ARTICLE as articleWorkplacePostersWhatYouActuallyNeed } from './articles/workplace-posters-what-you-actually-need';
import { ARTICLE as articleYourFirst30DaysAfterFormingAnLlc } from './articles/your-first-30-days-after-forming-an-llc';
import { ARTICLE as articleYourLlcNameIsNotATrademark } from './articles/your-llc-name-is-not-a-trademark';
import { GUIDE as guideBookkeepingBasics } from './guides/bookkeeping-basics';
import { GUIDE as guideBusinessLicensesAndPermits } from './guides/business-licenses-and-permits';
import { GUIDE as guideChoosingARegisteredAgent } from './guides/choosing-a-registered-agent';
import { GUIDE as guideContractorsOrEmployees } from './guides/contractors-or-employees';
import { GUIDE as guideEstimatedQuarterlyTaxes } from './guides/estimated-quarterly-taxes';
import { GUIDE as guideGettingAnEin } from './guides/getting-an-ein';
import { GUIDE as guideHiringYourFirstEmployee } from './guides/hiring-your-first-employee';
import { GUIDE as guideKeepingYourLlcInGoodStanding } from './guides/keeping-your-llc-in-good-standing';
import { GUIDE as guideOpeningABusinessBankAccount } from './guides/opening-a-business-bank-account';
import { GUIDE as guidePayingYourselfFromYourLlc } from './guides/paying-yourself-from-your-llc';
import { GUIDE as guideProtectingYourLlcsLiabilityShield } from './guides/protecting-your-llcs-liability-shield';
import { GUIDE as guideRegisteringForSalesTax } from './guides/registering-for-sales-tax';
import { GUIDE as guideSpottingComplianceLetterScams } from './guides/spotting-compliance-letter-scams';
import type { ArticleSource, GuideSource } from './content-source';

export const ARTICLES: readonly ArticleSource[] = [
  articleAYearEndChecklistForLlcOwners,
  articleBusinessInsuranceBasics,
  articleDeductingBusinessDrivingIn2026,
  articleDoingBusinessInAnotherState,
  articleFdicInsuranceAndYourBusinessAccount,
  articleForm1099NecChangesFor2026,
  articleHowLongToKeepBusinessRecords,
  articleHowTheIrsTaxesYourLlcByDefault,
  articleIsThatIrsLetterReal,
  articlePaymentAppsAndForm1099K,
  articleShouldYourLlcElectSCorporationStatus,
  articleTheHomeOfficeDeductionInPlainEnglish,
  articleWhatIsSelfEmploymentTax,
  articleWhyYourLlcNeedsAnOperatingAgreement,
  articleWorkplacePostersWhatYouActuallyNeed,
  articleYourFirst30DaysAfterFormingAnLlc,
  articleYourLlcNameIsNotATrademark,
];

export const GUIDES: readonly GuideSource[] = [
  guideBookkeepingBasics,
  guideBusinessLicensesAndPermits,
  guideChoosingARegisteredAgent,
  guideContractorsOrEmployees,
  guideEstimatedQuarterlyTaxes,
  guideGettingAnEin,
  guideHiringYourFirstEmployee,
  guideKeepingYourLlcInGoodStanding,
  guideOpeningABusinessBankAccount,
  guidePayingYourselfFromYourLlc,
  guideProtectingYourLlcsLiabilityShield,
  guideRegisteringForSalesTax,
  guideSpottingComplianceLetterScams,
];
