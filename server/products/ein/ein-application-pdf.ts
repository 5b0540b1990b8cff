import { filedBusinessName } from '../../../src/domain/business-record';
import type { BusinessRecord } from '../../../src/domain/business-record';
import { answerText } from '../../../src/domain/questionnaire/answer-text';
import type { Answers, PageDefinition } from '../../../src/domain/questionnaire/page-definition';
import { maskTaxId } from '../../../src/domain/questionnaire/tax-id';
import { addressLine, renderSubmittedRecordPdf } from '../../documents/submitted-record-pdf';

export const EIN_APPLICATION_TITLE = 'EIN application (IRS Form SS-4) as submitted';

/** Says what the document is not, so nobody takes it to a bank as the IRS's EIN notice. */
export const EIN_APPLICATION_NOTE =
  "This is Charter's record of the answers you submitted for your EIN application, in the " +
  'order IRS Form SS-4 asks them. It is not an IRS document and holds no EIN: the IRS assigns ' +
  'your EIN and confirms it in its own notice. Your SSN or ITIN is shown masked.';

/** One answer of the application, under the Form SS-4 line that asks it. */
export interface Ss4Line {
  /** The form's line number, e.g. '7b'. */
  line: string;
  label: string;
  value: string;
}

export interface EinApplicationAnswers {
  /** A reviewed EIN page's saved answers, by page name ('page1', the chosen industry page). */
  answersOf: (page: string) => Answers;
  definitionOf: (page: string) => PageDefinition;
  /**
   * The business the EIN is for, as its formation filed it; null while the formation is bought
   * but not filed yet (the entity's lines then say they follow from the formation).
   */
  business: BusinessRecord | null;
}

/** What an entity line reads before the formation is filed. */
export const FROM_FORMATION = 'From your business formation, once it is filed';

/**
 * The application's answers in the order Form SS-4 asks them (lines 1 to 17, then the
 * signer): the entity from the business record, the rest from the EIN pages. The SSN or ITIN
 * is masked here, whatever the stored answer looks like: this record is shown and downloaded.
 * Lines the flow does not ask (trade name, county, Form 944, prior EIN) are left out.
 */
export function einApplicationLines({
  answersOf,
  definitionOf,
  business,
}: EinApplicationAnswers): Ss4Line[] {
  const answer = (page: string, name: string) => {
    const field = definitionOf(page).fields.find((candidate) => candidate.name === name);
    return field ? answerText(field, answersOf(page)[name]) : '';
  };
  const party = answersOf('page1');
  const partyName = `${String(party.first_name ?? '').trim()} ${String(party.last_name ?? '').trim()}`;
  const address = (type: 'business' | 'mailing') =>
    business
      ? addressLine(business.addresses.find((candidate) => candidate.type === type))
      : FROM_FORMATION;
  const isLlc = !business || business.business_type.toUpperCase() === 'LLC';
  const hasEmployees = String(answersOf('page2').has_employees) === 'true';
  const industryPage = String(answersOf('page4').category);

  return [
    {
      line: '1',
      label: 'Legal name of entity',
      value: business ? filedBusinessName(business) : FROM_FORMATION,
    },
    { line: '4a-4b', label: 'Mailing address', value: address('mailing') },
    { line: '5a-5b', label: 'Street address', value: address('business') },
    {
      line: '6',
      label: 'State where principal business is located',
      value: business?.state ?? FROM_FORMATION,
    },
    { line: '7a', label: 'Name of responsible party', value: partyName.trim() },
    {
      line: '7b',
      label: 'SSN or ITIN of responsible party',
      value: maskTaxId(String(party.tax_id_number ?? '')),
    },
    {
      line: '8a',
      label: 'Is this application for a limited liability company (LLC)?',
      value: isLlc ? 'Yes' : 'No',
    },
    ...(isLlc
      ? [
          {
            line: '8b',
            label: 'Number of LLC members',
            value: business ? String(business.owners.length) : FROM_FORMATION,
          },
        ]
      : []),
    { line: '9a', label: 'Type of entity', value: business?.business_type ?? 'LLC' },
    { line: '10', label: 'Reason for applying', value: answer('page3', 'reason_for_applying') },
    {
      line: '11',
      label: 'Date business started or acquired',
      value: answer('page3', 'business_start_month'),
    },
    {
      line: '12',
      label: 'Closing month of accounting year',
      value: answer('page3', 'fiscal_year_end_month'),
    },
    {
      line: '13',
      label: 'Highest number of W-2 employees expected in the next 12 months',
      value: hasEmployees ? answer('page2', 'number_of_employees') : 'None',
    },
    {
      line: '15',
      label: 'First date wages were or will be paid',
      value: hasEmployees ? answer('page2', 'first_wage_month') : 'Will not pay wages',
    },
    { line: '16', label: 'Principal activity of the business', value: answer('page4', 'category') },
    {
      line: '17',
      label: 'Principal line of merchandise sold, construction work done, products or services',
      value: `${answer(industryPage, 'industry_type')}: ${answer(industryPage, 'type_specification')}`,
    },
    {
      line: 'Signature',
      label: 'Name and title of the applicant',
      value: `${partyName.trim()}, ${answer('page1', 'role')}`,
    },
  ];
}

export interface EinApplicationRecord {
  submittedAt: Date;
  lines: readonly Ss4Line[];
}

/**
 * The application as submitted, as a PDF: the title, what the document is and is not, when it
 * was submitted, then each Form SS-4 line with its answer.
 */
export function renderEinApplicationPdf({ submittedAt, lines }: EinApplicationRecord) {
  return renderSubmittedRecordPdf({
    title: EIN_APPLICATION_TITLE,
    kind: 'EIN application',
    note: EIN_APPLICATION_NOTE,
    submittedAt,
    lines: lines.map(({ line, label, value }) => ({
      tag: line === 'Signature' ? line : `Line ${line}`,
      label,
      value,
    })),
  });
}
