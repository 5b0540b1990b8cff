import { readdirSync } from 'node:fs';
import mammoth from 'mammoth';
import { describe, expect, it } from 'vitest';
import { TEMPLATE_NAMES, TEMPLATE_SLUGS } from '../../../../src/domain/hub/template-catalogue';
import { maxLengthOf } from '../../../../src/domain/questionnaire/answer-limits';
import { validateField } from '../../../../src/domain/questionnaire/field-validation';
import { RENDERED_TYPES } from '../../../../src/domain/questionnaire/page-definition';
import type { FieldDefinition } from '../../../../src/domain/questionnaire/page-definition';
import { BUSINESS_PLACEHOLDERS, questionPlaceholder } from './fill-values';
import { TEMPLATES } from './index';
import { NOT_LEGAL_ADVICE_NOTICE, PREPARED_WITH, renderTemplateDocx } from './render-template';
import { TEMPLATE_QUESTIONS } from './template-questions';
import {
  BLANK_FILL,
  TEMPLATE_CATEGORIES,
  type BusinessRecord,
  type TemplateFill,
  type TemplateSource,
} from './template-source';

const BUSINESS: BusinessRecord = {
  legalName: 'Maple Leaf Bakery LLC',
  entityType: 'LLC',
  stateCode: 'IL',
  stateName: 'Illinois',
  address: {
    line1: '233 S Wacker Dr',
    line2: 'Suite 4100',
    city: 'Chicago',
    state: 'IL',
    zip: '60606',
  },
  members: [
    { name: 'Ana Ruiz', percentage: 50 },
    { name: 'Ben Cole', percentage: 30 },
    { name: 'Chris Park', percentage: 20 },
  ],
  einMasked: '**-***6789',
};

/** Every value of the record a template might print. */
const BUSINESS_VALUES = [
  BUSINESS.legalName,
  BUSINESS.stateName,
  BUSINESS.address!.line1,
  BUSINESS.address!.line2!,
  BUSINESS.address!.city,
  BUSINESS.address!.zip,
  BUSINESS.einMasked!,
  ...BUSINESS.members.map((member) => member.name),
];

/**
 * A sample answer for every text question, by name: a new question needs one here, and it
 * must pass the question's own validation (the browser's and the server's). A choice is
 * answered with its last option.
 */
const SAMPLE_TEXT_ANSWERS: Readonly<Record<string, string>> = {
  actions_approved: 'Lease the Elm Street storefront\nHire a second baker',
  agreement_date: '02/14/2027',
  amount: '1,234.56',
  amount_due: '2,480.00',
  assignee_name: 'Dana Whitfield',
  assignor_name: 'Ben Cole',
  authorized_signers: 'Ana Ruiz and Ben Cole',
  bank_name: 'Lakeshore Community Bank',
  candidate_name: 'Priya Natarajan',
  chair_name: 'Ana Ruiz',
  change_by: '05/31/2027',
  change_description: 'Add a second display case\nMove the install to the weekend',
  checklist_year: '2029',
  client_name: 'Northwind Traders Inc',
  contact_email: 'refunds@mapleleaf.example',
  contractor_name: 'Jordan Ellis Design',
  deposit_percent: '35.5',
  due_date: '03/15/2027',
  effective_date: '04/01/2027',
  employee_name: 'Sam Okafor',
  fees: '$4,800 flat fee, half due at signing',
  final_date: '04/20/2027',
  first_year: '2031',
  formation_date: '01/08/2026',
  invoice_date: '02/13/2027',
  invoice_number: 'INV-7731',
  job_title: 'Head Pastry Chef',
  meeting_date: '06/02/2027',
  meeting_location: 'The back office on Elm Street',
  months_to_cover: '11',
  new_agent_name: 'Prairie Agent Services Inc',
  opening_cash: '8,250.00',
  other_party_name: 'Bluebird Catering Co',
  partnership_representative: 'Ana Ruiz',
  pay: '$61,500 a year, paid every two weeks',
  pay_rate: '$68 per hour, invoiced monthly',
  payment_date: '02/20/2027',
  percentage_assigned: '12.5',
  period_covered: 'March 2027',
  price: '$15,000.00',
  price_change: 'adds $850.00',
  privacy_email: 'privacy@mapleleaf.example',
  purpose: 'discussing a joint holiday catering menu',
  quote_date: '01/05/2027',
  quote_number: 'Q-2207',
  receipt_number: 'R-5512',
  received_from: 'Harbor Fitness Studio',
  recorder_name: 'Chris Park',
  return_by: '01/22/2027',
  schedule_change: 'adds nine working days',
  services_description: 'Monthly bookkeeping\nQuarterly sales tax returns',
  start_date: '03/01/2027',
  successor_name: 'Lena Ruiz',
  valid_until: '02/05/2027',
  website_address: 'www.mapleleafbakery.example',
};

function sampleAnswer(question: FieldDefinition): string {
  return question.options?.at(-1)?.value ?? SAMPLE_TEXT_ANSWERS[question.name] ?? '';
}

/** What a filled document shows for the answer: a choice's label, each line of a text. */
function printedAnswer(question: FieldDefinition): string[] {
  const answer = sampleAnswer(question);
  const label = question.options?.find((option) => option.value === answer)?.label;
  return label ? [label] : answer.split('\n');
}

const answersFor = (template: TemplateSource) =>
  Object.fromEntries(template.questions.map((question) => [question.name, sampleAnswer(question)]));

const fullFill = (template: TemplateSource): TemplateFill => ({
  business: BUSINESS,
  answers: answersFor(template),
});

async function textOf(bytes: Uint8Array): Promise<string> {
  return (await mammoth.extractRawText({ buffer: Buffer.from(bytes) })).value;
}

async function htmlOf(bytes: Uint8Array): Promise<string> {
  return (await mammoth.convertToHtml({ buffer: Buffer.from(bytes) })).value;
}

const occurrences = (text: string, part: string) => text.split(part).length - 1;

const sourceFiles = readdirSync(new URL('./sources/', import.meta.url))
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => file.replace(/\.ts$/, ''))
  .sort();

describe('the Business Hub templates (issue 28)', () => {
  it('has at least 20 templates in at least 6 categories, one a file, listed alphabetically', () => {
    expect(TEMPLATES.length).toBeGreaterThanOrEqual(20);
    const categories = new Set(TEMPLATES.map((template) => template.category));
    expect(categories.size).toBeGreaterThanOrEqual(6);
    for (const category of categories) expect(TEMPLATE_CATEGORIES).toContain(category);
    expect(TEMPLATES.map((template) => template.slug)).toEqual(sourceFiles);
  });

  it('lists one source per catalogue entry, in the catalogue’s order, under its name', () => {
    expect(TEMPLATES.map((template) => template.slug)).toEqual(TEMPLATE_SLUGS);
    for (const template of TEMPLATES) {
      expect(template.name, template.slug).toBe(TEMPLATE_NAMES[template.slug]);
      expect(template.questions, template.slug).toBe(TEMPLATE_QUESTIONS[template.slug]);
    }
  });

  it('gives every template a unique kebab-case slug, a unique name and a short description', () => {
    const slugs = TEMPLATES.map((template) => template.slug);
    const names = TEMPLATES.map((template) => template.name);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(new Set(names).size).toBe(names.length);
    for (const template of TEMPLATES) {
      expect(template.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(template.name.trim(), template.slug).not.toBe('');
      expect(template.description.length, template.slug).toBeLessThanOrEqual(200);
      const sentences = template.description.split(/[.!?](?=\s|$)/).filter((s) => s.trim());
      expect(sentences.length, template.slug).toBeGreaterThanOrEqual(1);
      expect(sentences.length, template.slug).toBeLessThanOrEqual(2);
      expect(template.description.trim(), template.slug).toMatch(/[.!?]$/);
    }
  });

  it('includes the templates the issue names', () => {
    const slugs = TEMPLATES.map((template) => template.slug);
    for (const slug of [
      'invoice',
      'late-payment-reminder',
      'payment-terms',
      'client-service-agreement',
      'independent-contractor-agreement',
      'mutual-nda',
      'operating-agreement-single-member',
      'operating-agreement-multi-member',
      'membership-interest-assignment',
      'members-meeting-minutes',
      'written-consent-of-members',
      'w9-request-letter',
      'employee-offer-letter',
      'business-plan-outline',
      'cash-flow-worksheet',
    ]) {
      expect(slugs).toContain(slug);
    }
  });

  it('asks 0 to 5 valid text questions per template, with unique snake_case names', () => {
    for (const template of TEMPLATES) {
      const names = template.questions.map((question) => question.name);
      expect(names.length, template.slug).toBeLessThanOrEqual(5);
      expect(new Set(names).size, template.slug).toBe(names.length);
      for (const question of template.questions) {
        const where = `${template.slug}.${question.name}`;
        expect(question.name, where).toMatch(/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/);
        expect(question.type, where).toBe('string');
        expect(RENDERED_TYPES, where).toContain(question.rendered_type);
        expect(question.title?.trim(), where).toBeTruthy();
        expect(maxLengthOf(question), where).toBeLessThanOrEqual(1_000);
        if (question.regex) expect(() => new RegExp(question.regex!), where).not.toThrow();
        if (question.options) {
          const values = question.options.map((option) => option.value);
          expect(values.length, where).toBeGreaterThanOrEqual(2);
          expect(new Set(values).size, where).toBe(values.length);
        }
        expect(sampleAnswer(question), `${where} needs a sample answer`).not.toBe('');
        expect(validateField(question, sampleAnswer(question), true), where).toBeNull();
      }
    }
  });

  it('means one question by one name in every template that asks it', () => {
    const byName = new Map<string, FieldDefinition>();
    for (const question of TEMPLATES.flatMap((template) => template.questions)) {
      const first = byName.get(question.name) ?? question;
      expect(question, question.name).toEqual(first);
      byName.set(question.name, first);
    }
  });

  it('refuses answers a question does not take, with the same validation as the browser', () => {
    const dates = TEMPLATES.flatMap((template) => template.questions).filter(
      (question) => question.name === 'due_date',
    );
    expect(dates.length).toBeGreaterThan(0);
    for (const date of dates) expect(validateField(date, 'next Tuesday', true)).not.toBeNull();
  });
});

describe.each(TEMPLATES.map((template) => [template.slug, template] as const))(
  '%s',
  (_slug, template) => {
    it('renders a blank DOCX with its title, placeholders and no business value', async () => {
      const text = await textOf(await renderTemplateDocx(template, BLANK_FILL));
      expect(text.trimStart().startsWith(template.name)).toBe(true);
      expect(text).toContain(PREPARED_WITH);
      expect(text).toContain(BUSINESS_PLACEHOLDERS.legalName);
      for (const value of BUSINESS_VALUES) expect(text).not.toContain(value);
      for (const question of template.questions) {
        expect(text, question.name).toContain(questionPlaceholder(question));
        for (const line of printedAnswer(question)) expect(text, question.name).not.toContain(line);
      }
    });

    it('carries the not-legal-advice notice at the top and the end exactly when it is legal', async () => {
      const text = await textOf(await renderTemplateDocx(template, BLANK_FILL));
      if (!template.legal) {
        expect(text).not.toContain(NOT_LEGAL_ADVICE_NOTICE);
        return;
      }
      expect(occurrences(text, NOT_LEGAL_ADVICE_NOTICE)).toBe(2);
      const afterTitle = text.indexOf(PREPARED_WITH) + PREPARED_WITH.length;
      expect(text.slice(afterTitle).trimStart().startsWith(NOT_LEGAL_ADVICE_NOTICE)).toBe(true);
      expect(text.trimEnd().endsWith(NOT_LEGAL_ADVICE_NOTICE)).toBe(true);
    });

    it('fills in the business record wherever the blank leaves it to fill', async () => {
      const blank = await textOf(await renderTemplateDocx(template, BLANK_FILL));
      const filled = await textOf(await renderTemplateDocx(template, fullFill(template)));
      expect(filled).toContain(BUSINESS.legalName);
      for (const placeholder of Object.values(BUSINESS_PLACEHOLDERS)) {
        expect(filled, placeholder).not.toContain(placeholder);
      }
      if (blank.includes(BUSINESS_PLACEHOLDERS.stateName)) {
        expect(filled).toContain(BUSINESS.stateName);
      }
      if (blank.includes(BUSINESS_PLACEHOLDERS.street)) {
        const { line1, line2, city, zip } = BUSINESS.address!;
        for (const part of [line1, line2!, city, zip]) expect(filled).toContain(part);
      }
      if (blank.includes(BUSINESS_PLACEHOLDERS.ein)) expect(filled).toContain(BUSINESS.einMasked);
      if (blank.includes(BUSINESS_PLACEHOLDERS.percentage)) {
        // Side by side: 'Ana Ruiz (50%)' in a line, or in neighbouring cells of a table row.
        for (const member of BUSINESS.members) {
          expect(filled).toMatch(new RegExp(`${member.name}(\\s+|\\s\\()${member.percentage}%`));
        }
      } else if (blank.includes(BUSINESS_PLACEHOLDERS.memberName)) {
        // A single-member template names the one member: the first on the record.
        expect(filled).toContain(BUSINESS.members[0]!.name);
      }
      // The record keeps only the masked EIN; nothing may look like a full one.
      expect(filled).not.toMatch(/\b\d{2}-?\d{7}\b/);
    });

    it('prints every answer in the filled document, and its placeholder when it is missing', async () => {
      const filled = await textOf(await renderTemplateDocx(template, fullFill(template)));
      const recordOnly = await textOf(
        await renderTemplateDocx(template, { business: BUSINESS, answers: { unrelated: 'x' } }),
      );
      for (const question of template.questions) {
        for (const line of printedAnswer(question)) expect(filled, question.name).toContain(line);
        expect(filled, question.name).not.toContain(questionPlaceholder(question));
        expect(recordOnly, question.name).toContain(questionPlaceholder(question));
      }
    });

    it('renders the same bytes for the same input', async () => {
      const fill = fullFill(template);
      const [first, second] = await Promise.all([
        renderTemplateDocx(template, fill),
        renderTemplateDocx(template, fill),
      ]);
      expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
    });
  },
);

describe('the multi-member operating agreement', () => {
  it('lists each member with their percentage in one row of its members table', async () => {
    const template = TEMPLATES.find((found) => found.slug === 'operating-agreement-multi-member')!;
    const html = await htmlOf(await renderTemplateDocx(template, fullFill(template)));
    for (const member of BUSINESS.members) {
      expect(html).toContain(
        `<tr><td><p>${member.name}</p></td><td><p>${member.percentage}%</p></td>`,
      );
    }
    expect(html).toContain('<th><p><strong>Member</strong></p></th>');
  });
});

describe('the 12-month cash-flow worksheet', () => {
  it('has 12 month columns from the first month answered, and rows of cash in, out and totals', async () => {
    const template = TEMPLATES.find((found) => found.slug === 'cash-flow-worksheet')!;
    const html = await htmlOf(
      await renderTemplateDocx(template, {
        business: BUSINESS,
        answers: { first_month: '11', first_year: '2027' },
      }),
    );
    const headerRow = html.match(/<thead>(.*?)<\/thead>/)?.[1] ?? '';
    const headings = [...headerRow.matchAll(/<th><p><strong>(.*?)<\/strong><\/p><\/th>/g)].map(
      (match) => match[1],
    );
    expect(headings).toEqual([
      'Item',
      'Nov 2027',
      'Dec 2027',
      'Jan 2028',
      'Feb 2028',
      'Mar 2028',
      'Apr 2028',
      'May 2028',
      'Jun 2028',
      'Jul 2028',
      'Aug 2028',
      'Sep 2028',
      'Oct 2028',
      'Total',
    ]);
    // Each body row: its first cell, whether it is bold, and how many cells it has.
    const rows = [...(html.match(/<tbody>(.*?)<\/tbody>/)?.[1] ?? '').matchAll(/<tr>(.*?)<\/tr>/g)];
    const firstCells = rows.map((row) => row[1]!.match(/^<td><p>(.*?)<\/p><\/td>/)?.[1]);
    for (const row of rows) expect(row[1]!.match(/<td>/g)).toHaveLength(14);
    const strong = (label: string) => `<strong>${label}</strong>`;
    expect(firstCells.indexOf(strong('Total cash in'))).toBe(
      firstCells.indexOf(strong('Cash in')) + 5,
    );
    expect(firstCells.indexOf(strong('Total cash out'))).toBe(
      firstCells.indexOf(strong('Cash out')) + 12,
    );
    expect(firstCells.slice(-2)).toEqual([
      strong('Net cash flow (in minus out)'),
      strong('Cash at end of month'),
    ]);
    expect(firstCells[0]).toBe('Cash at start of month');
    const blank = await textOf(await renderTemplateDocx(template, BLANK_FILL));
    expect(blank).toContain('Month 12');
    expect(blank).toMatch(/fill in/i);
  });
});
