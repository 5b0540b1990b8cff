import { describe, expect, it } from 'vitest';
import type {
  Answers,
  FieldDefinition,
  PageDefinition,
} from '../../src/domain/questionnaire/page-definition';
import { validatePage } from '../../src/domain/questionnaire/validate-page';
import { withoutHiddenAnswers } from '../../src/domain/questionnaire/visibility';
import { US_STATES } from '../../src/domain/us-states';
// The route table is plain data (no React): the test checks every page id and URL against it.
import { findWizardLocation, WIZARD_AREAS } from '../../src/app/wizard-areas';
import {
  WAGE_LAW_NO,
  WAGE_LAW_QUESTION,
  WAGE_LAW_YES,
} from '../products/annual-report/annual-report-pages';
import { PO_BOX_GUIDANCE } from '../products/formation/formation-pages';
import { PRODUCT_FLOWS, PRODUCT_PAGES } from '../products';
import { FILL_BUTTON_LABEL } from '../products/business-hub/template-fill/template-pages';
import { TEXT_AREA_MAX_LENGTH } from '../products/business-hub/templates/questions/builders';
import { TEMPLATES_FLOW } from '../../src/domain/flows/templates-flow';
import { isMultiLineField } from '../../src/domain/questionnaire/answer-type';
import { OWNER_DETAILS_PAGES } from '../../src/domain/owner-details/owner-details';

/** Amendment pages are edited in modals from /amendment/review; they are not routes. */
const AMENDMENT_MODAL_PAGES = ['page1', 'page2', 'page3', 'page4', 'page5'].map(
  (page) => `amendment/${page}`,
);
/** The pages flow modules mark as edited in their review's modals ('modal'): not routes either. */
const MODAL_ONLY_PAGES = [
  ...AMENDMENT_MODAL_PAGES,
  ...PRODUCT_FLOWS.flatMap((flow) =>
    flow.pages.filter((p) => p.kind === 'modal').map((p) => `${flow.key}/${p.name}`),
  ),
];
/**
 * The owner's own details (decision 0089): forms of the business profile's dialogs, saved by
 * their own calls, neither wizard pages nor steps of a flow.
 */
const DIALOG_FORM_PAGES: readonly string[] = Object.values(OWNER_DETAILS_PAGES);
const OPTION_TYPES = new Set([
  'radio',
  'select',
  'custom_radio_2',
  'service_filing',
  'toggle_icon',
]);
/** A fixed day so month-picker answers stay in range: Jan 2026 allows 2026-01 … 2027-01. */
const TODAY = new Date(2026, 0, 15);

function page(id: string): PageDefinition {
  const found = PRODUCT_PAGES.find(id);
  if (!found) throw new Error(`no page ${id}`);
  return found;
}

function field(pageId: string, name: string): FieldDefinition {
  const found = page(pageId).fields.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no field ${name} on ${pageId}`);
  return found;
}

/** Every field of a page with where it sits: top level, or a list's row. */
function fieldGroups(definition: PageDefinition) {
  const groups = [{ where: definition.id, fields: definition.fields }];
  for (const list of definition.fields) {
    if (list.children)
      groups.push({ where: `${definition.id} ${list.name}[]`, fields: list.children });
  }
  return groups;
}

function optionValues(definition: FieldDefinition): string[] {
  return (definition.options ?? []).map((option) => option.value);
}

const address = (prefix: string) => ({
  [`${prefix}street_address1`]: '233 S Wacker Dr',
  [`${prefix}street_address2`]: 'STE 100',
  [`${prefix}city`]: 'Chicago',
  [`${prefix}state`]: 'Illinois',
  [`${prefix}zip_code`]: '60606',
});

describe('page registry', () => {
  it('has unique ids, each an existing wizard page (amendment pages are modals)', () => {
    const ids = PRODUCT_PAGES.pages.map((definition) => definition.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      if (DIALOG_FORM_PAGES.includes(id)) continue;
      const [flow, pageName] = id.split('/');
      expect(Object.keys(WIZARD_AREAS), id).toContain(flow);
      if (MODAL_ONLY_PAGES.includes(id)) continue;
      expect(findWizardLocation(`/${id}`), id).not.toBeNull();
      expect(pageName).toBeTruthy();
    }
    expect(ids.filter((id) => id.startsWith('amendment/'))).toEqual(AMENDMENT_MODAL_PAGES);
    for (const id of MODAL_ONLY_PAGES) {
      expect(ids).toContain(id);
      expect(findWizardLocation(`/${id}`), id).toBeNull();
    }
  });

  it('finds pages by id', () => {
    expect(PRODUCT_PAGES.find('formation/page2')?.title).toBe('Business industry');
    expect(PRODUCT_PAGES.find('ein/health-care')?.title).toBe('Health Care');
    expect(PRODUCT_PAGES.find('business-license/industry')).toBeDefined();
    expect(PRODUCT_PAGES.find('formation/page9')).toBeUndefined();
  });

  it('defines every question page of registration, formation, EIN, licence and annual report', () => {
    const routed = [
      'registration',
      'formation',
      'ein',
      'business-license',
      'annual-report',
    ] as const;
    const notQuestionPages = /^(review|checkout|.*confirmation)$/;
    for (const flow of routed) {
      for (const wizardPage of WIZARD_AREAS[flow]!.pages) {
        if (notQuestionPages.test(wizardPage.name)) continue;
        expect(
          PRODUCT_PAGES.find(`${flow}/${wizardPage.name}`),
          `${flow}/${wizardPage.name}`,
        ).toBeDefined();
      }
    }
  });
});

describe.each(PRODUCT_PAGES.pages.map((definition) => [definition.id, definition] as const))(
  '%s',
  (id, definition) => {
    it('has a title and unique field names, per page and per list row', () => {
      expect(definition.title).toBeTruthy();
      for (const group of fieldGroups(definition)) {
        const names = group.fields.map((candidate) => candidate.name);
        expect(new Set(names).size, group.where).toBe(names.length);
        for (const candidate of group.fields) expect(candidate.name).toMatch(/^[a-z][a-z0-9_]*$/);
      }
    });

    it('requires only fields it has', () => {
      const names = definition.fields.map((candidate) => candidate.name);
      for (const name of definition.required) expect(names, name).toContain(name);
      for (const list of definition.fields.filter((candidate) => candidate.children)) {
        const rowNames = list.children!.map((child) => child.name);
        for (const name of list.children_required ?? []) expect(rowNames, name).toContain(name);
      }
    });

    it('hangs depends_on rules off fields of the same page or row, on values they can take', () => {
      for (const group of fieldGroups(definition)) {
        for (const candidate of group.fields) {
          const rule = candidate.depends_on;
          if (!rule) continue;
          const controlling = group.fields.find((other) => other.name === rule.key);
          expect(controlling, `${candidate.name} → ${rule.key}`).toBeDefined();
          expect(rule.key).not.toBe(candidate.name);
          if (controlling?.options) expect(optionValues(controlling)).toContain(String(rule.value));
          if (controlling?.type === 'boolean' && !controlling.options) {
            expect(typeof rule.value).toBe('boolean');
          }
        }
      }
    });

    it('gives choice fields unique options and compiles every regex', () => {
      for (const group of fieldGroups(definition)) {
        for (const candidate of group.fields) {
          if (OPTION_TYPES.has(candidate.rendered_type)) {
            const values = optionValues(candidate);
            expect(values.length, candidate.name).toBeGreaterThanOrEqual(2);
            expect(new Set(values).size, candidate.name).toBe(values.length);
            for (const option of candidate.options!) expect(option.label).toBeTruthy();
          }
          if (candidate.regex) expect(() => new RegExp(candidate.regex!)).not.toThrow();
          if (candidate.type === 'boolean' && candidate.options) {
            expect(optionValues(candidate).sort()).toEqual(['false', 'true']);
          }
          expect(candidate.title ?? candidate.label, candidate.name).toBeTruthy();
        }
      }
    });

    it('keeps text answers within 128 characters (the official name: a name and its identifier; a text area: a few sentences)', () => {
      for (const group of fieldGroups(definition)) {
        for (const candidate of group.fields) {
          if (candidate.name === 'official_business_name') {
            expect(candidate.maxLength).toBe(128 + ' LIMITED LIABILITY COMPANY'.length);
          } else if (isMultiLineField(candidate)) {
            expect(candidate.maxLength, candidate.name).toBeLessThanOrEqual(TEXT_AREA_MAX_LENGTH);
          } else if (candidate.maxLength !== undefined) {
            expect(candidate.maxLength).toBeLessThanOrEqual(128);
          }
          if (/street_address|city|zip_code|(^|_)state$/.test(candidate.name)) {
            expect(candidate.maxLength, candidate.name).toBe(128);
          }
        }
      }
    });

    it('types each field as its rendering answers it, and bounds every list', () => {
      const BOOLEAN_RENDERINGS = ['toggle', 'checkbox', 'contact_info_prefill', 'address_prefill'];
      for (const group of fieldGroups(definition)) {
        for (const candidate of group.fields) {
          if (BOOLEAN_RENDERINGS.includes(candidate.rendered_type)) {
            expect(candidate.type, candidate.name).toBe('boolean');
          }
          if (candidate.rendered_type === 'number') {
            expect(['number', 'integer'], candidate.name).toContain(candidate.type);
          }
          if (candidate.children) {
            const limit = candidate.name === 'managers' ? 8 : 3;
            expect(candidate.max_rows, candidate.name).toBe(limit);
          }
        }
      }
    });

    it.skipIf(DIALOG_FORM_PAGES.includes(id))(
      'points Continue and Back at existing wizard routes',
      () => {
        const [flow] = id.split('/');
        // A template's page leads to its filled document (decision 0070); every other, on.
        expect(definition.next_button?.label).toBe(
          flow === TEMPLATES_FLOW.key ? FILL_BUTTON_LABEL : 'Continue',
        );
        const urls = [definition.next_button?.next_page_url, definition.prev_button?.next_page_url];
        for (const url of urls) {
          if (url === undefined) continue;
          expect(url.startsWith(`/${flow}/`), url).toBe(true);
          if (url.includes('{')) {
            expect(id).toBe('ein/page4');
            expect(url).toBe('/ein/{category}');
            continue;
          }
          expect(
            findWizardLocation(new URL(url, 'https://charter.test').pathname),
            url,
          ).not.toBeNull();
        }
        if (definition.prev_button) expect(definition.prev_button.label).toBe('Back');
      },
    );
  },
);

describe('navigation follows the flow orders', () => {
  const chain = (ids: string[], last: string) => {
    ids.forEach((id, index) => {
      const next = ids[index + 1] ? `/${ids[index + 1]}` : last;
      expect(page(id).next_button?.next_page_url, id).toBe(next);
      const prev = index > 0 ? `/${ids[index - 1]}` : undefined;
      expect(page(id).prev_button?.next_page_url, id).toBe(prev);
    });
  };

  it('registration page1 → … → page5 → review', () => {
    chain(
      ['page1', 'page2', 'page3', 'page4', 'page5'].map((name) => `registration/${name}`),
      '/registration/review',
    );
  });

  it('formation page1 → … → page4 → review', () => {
    chain(
      ['page1', 'page2', 'page3', 'page4'].map((name) => `formation/${name}`),
      '/formation/review',
    );
  });

  it('EIN page1 → … → page4 → the chosen industry sub-page → review', () => {
    chain(
      ['page1', 'page2', 'page3', 'page4'].map((name) => `ein/${name}`),
      '/ein/{category}',
    );
    const categories = optionValues(field('ein/page4', 'category'));
    for (const category of categories) {
      const url = page('ein/page4').next_button!.next_page_url.replace('{category}', category);
      expect(findWizardLocation(url), url).not.toBeNull();
      expect(page(`ein/${category}`).prev_button?.next_page_url).toBe('/ein/page4');
      expect(page(`ein/${category}`).next_button?.next_page_url).toBe('/ein/review');
    }
  });

  it('business licence industry → industry-activities → review, no Back on the first page', () => {
    chain(
      ['business-license/industry', 'business-license/industry-activities'],
      '/business-license/review',
    );
    chain(
      ['page1', 'page2', 'page3'].map((name) => `business-license/${name}`),
      '/business-license/review',
    );
  });

  it('annual report page1 → page2 → wage-law-violations → review', () => {
    chain(
      ['page1', 'page2', 'wage-law-violations'].map((name) => `annual-report/${name}`),
      '/annual-report/review',
    );
  });

  it('modal pages return to their review', () => {
    for (const id of MODAL_ONLY_PAGES) {
      expect(page(id).next_button?.next_page_url).toBe(`/${id.split('/')[0]}/review`);
      expect(page(id).prev_button).toBeUndefined();
    }
  });
});

describe('the spec’s exact strings and names', () => {
  it('offers the 50 states and DC by full name', () => {
    expect(US_STATES).toHaveLength(51);
    const values = optionValues(field('registration/page1', 'business_state'));
    expect(values).toContain('District of Columbia');
    expect(values).toContain('Illinois');
    expect(values).not.toContain('IL');
  });

  it('registration page1 to page5 carry the spec fields', () => {
    expect(page('registration/page1').fields.map((candidate) => candidate.name)).toEqual([
      'business_state',
      'tier',
      'entity_type',
      'business_name',
    ]);
    expect(optionValues(field('registration/page1', 'tier'))).toEqual([
      'STARTER',
      'GROWTH',
      'COMPLETE',
    ]);
    expect(optionValues(field('registration/page1', 'entity_type'))).toEqual([
      'LLC',
      'CORPORATION',
    ]);
    expect(field('registration/page1', 'business_name')).toMatchObject({
      rendered_type: 'business_name',
      maxLength: 128,
    });
    expect(field('registration/page2', 'service_filing').options).toEqual([
      { value: 'standard', label: 'Standard filing', description: '5-10 business days' },
      { value: 'rapid', label: 'Rapid filing', description: '1 business day*' },
    ]);
    expect(page('registration/page5').fields.map((candidate) => candidate.name)).toEqual([
      'email',
      'confirm_email',
      'password',
      'confirm_password',
    ]);
    for (const candidate of page('registration/page5').fields)
      expect(candidate.maxLength).toBe(128);
  });

  it('offers the LLC legal identifiers', () => {
    const identifiers = [', LLC', 'LLC', 'L.L.C.', 'LIMITED LIABILITY COMPANY'];
    expect(optionValues(field('formation/page1', 'legal_identifier'))).toEqual(identifiers);
    expect(optionValues(field('amendment/page1', 'legal_identifier'))).toEqual(identifiers);
  });

  it('formation page1 has the PO box guidance and an official name that cannot be typed', () => {
    expect(field('formation/page1', 'business_street_address1').description).toBe(PO_BOX_GUIDANCE);
    expect(PO_BOX_GUIDANCE).toBe('PO boxes are not allowed for business addresses.');
    expect(field('formation/page1', 'official_business_name')).toMatchObject({
      rendered_type: 'official_business_name',
      readonly_field: true,
    });
    expect(field('formation/page1', 'business_street_address2')).toMatchObject({
      placeholder: 'Floor/Apt/Suite number',
    });
  });

  it('lists the 15 EIN categories with their sub-page names, Other COMING SOON', () => {
    const category = field('ein/page4', 'category');
    expect(category.rendered_type).toBe('custom_radio_2');
    expect(category.options!.map((option) => option.label)).toEqual([
      'Accommodation',
      'Construction',
      'Finance',
      'Food Service',
      'Health Care',
      'Insurance',
      'Manufacturing',
      'Real Estate',
      'Rental & Leasing',
      'Retail',
      'Social Assistance',
      'Transportation',
      'Warehousing',
      'Wholesale',
      'Other',
    ]);
    expect(optionValues(category)).toEqual([
      'accommodation',
      'construction',
      'finance',
      'food-service',
      'health-care',
      'insurance',
      'manufacturing',
      'real-estate',
      'rental-leasing',
      'retail',
      'social-assistance',
      'transportation',
      'warehousing',
      'wholesale',
      'other',
    ]);
    for (const option of category.options!) expect(option.description).toBeTruthy();
    // Only Other is listed as coming soon, and the shared rules refuse it.
    expect(category.options!.filter((option) => option.comingSoon).map((o) => o.value)).toEqual([
      'other',
    ]);
    expect(validatePage(page('ein/page4'), { category: 'other' })).toEqual({
      category: 'Other is coming soon and cannot be chosen yet',
    });
    expect(validatePage(page('ein/page4'), { category: 'retail' })).toEqual({});
  });

  it('requires every field of every EIN sub-page, each a 2–5 option radio and a text', () => {
    for (const name of optionValues(field('ein/page4', 'category'))) {
      const subPage = page(`ein/${name}`);
      expect(subPage.required).toEqual(subPage.fields.map((candidate) => candidate.name));
      const [type, specification] = subPage.fields;
      expect(type?.rendered_type).toBe('radio');
      expect(type?.options?.length).toBeGreaterThanOrEqual(2);
      expect(type?.options?.length).toBeLessThanOrEqual(5);
      expect(specification?.rendered_type).toBe('text');
    }
  });

  it('amendment pages carry the fields dashboard §3 lists, in order', () => {
    const names = (id: string) => page(id).fields.map((candidate) => candidate.name);
    const addressBlock = (prefix: string) =>
      ['street_address1', 'street_address2', 'city', 'state', 'zip_code'].map(
        (name) => `${prefix}${name}`,
      );
    expect(names('amendment/page1')).toEqual([
      'business_name',
      'official_business_name',
      'legal_identifier',
      'data_changed',
    ]);
    expect(names('amendment/page2')).toEqual(['business_class', 'data_changed']);
    expect(names('amendment/page3')).toEqual(['owners', 'data_changed']);
    expect(field('amendment/page3', 'owners').max_rows).toBe(3);
    expect(field('amendment/page3', 'owners').children!.map((child) => child.name)).toEqual([
      'first_name',
      'last_name',
      'email',
      'phone',
      'percentage',
      ...addressBlock(''),
    ]);
    expect(names('amendment/page4')).toEqual([
      ...addressBlock('business_'),
      ...addressBlock('mailing_'),
      'is_bizup_designated_agent',
      'data_changed',
    ]);
    expect(names('amendment/page5')).toEqual([
      'registered_agent_type',
      'agent_first_name',
      'agent_last_name',
      'business_name',
      'business_contact_name',
      ...addressBlock(''),
      'is_bizup_designated_agent',
    ]);
    expect(page('amendment/page5').required).toEqual([]);
    for (const candidate of page('amendment/page5').fields)
      expect(candidate.readonly_field).toBe(true);
    expect(field('amendment/page1', 'data_changed').hidden).toBe(true);
  });

  it('annual report managers and the wage-law question', () => {
    expect(field('annual-report/page2', 'managers').children!.map((child) => child.name)).toEqual([
      'first_name',
      'last_name',
      'email',
      'address_prefill',
      'street_address1',
      'street_address2',
      'city',
      'state',
      'zip_code',
      'percentage',
    ]);
    expect(field('annual-report/page2', 'managers').max_rows).toBe(8);
    const violation = field('annual-report/wage-law-violations', 'violation');
    expect(violation.title).toBe(WAGE_LAW_QUESTION);
    expect(WAGE_LAW_QUESTION).toBe(
      'Has any Manager or Member been issued a final judgment for violating wage laws?',
    );
    expect(optionValues(violation)).toEqual([
      'Yes, at least one Manager or Member has a final judgment for wage law violation',
      'No, there is no such judgment',
    ]);
    expect([WAGE_LAW_YES, WAGE_LAW_NO]).toEqual(optionValues(violation));
    expect(violation.maxLength).toBe(128);
    // individual_id is the owner's field beside the answers (decision 0054), not a page field.
    expect(page('annual-report/wage-law-violations').fields.map((f) => f.name)).toEqual([
      'violation',
    ]);
  });

  it('formation owners carry the owner fields of spec §3 and hide the mailing block on request', () => {
    const owners = field('formation/page3', 'owners');
    expect(owners.children!.map((child) => child.name)).toEqual([
      'contact_info_prefill',
      'first_name',
      'last_name',
      'email',
      'phone',
      'percentage',
      'address_prefill',
      'street_address1',
      'street_address2',
      'city',
      'state',
      'zip_code',
      'is_managing_member',
      'is_primary_contact',
    ]);
    expect(owners.children_required).toEqual([
      'first_name',
      'last_name',
      'email',
      'phone',
      'percentage',
      'street_address1',
      'city',
      'state',
      'zip_code',
    ]);
    const phone = owners.children!.find((child) => child.name === 'phone');
    expect(phone).toMatchObject({ rendered_type: 'mask_text', mask: '+1 (000) 000-0000' });
    expect(field('formation/page1', 'mailing_city').depends_on).toEqual({
      key: 'mailing_same_as_business',
      value: true,
      action: 'hide',
    });
  });

  it('registered agent types: Agent shown as Individual, and Business', () => {
    expect(field('formation/page4', 'registered_agent_type')).toMatchObject({
      rendered_type: 'toggle_icon',
      options: [
        { value: 'Agent', label: 'Individual' },
        { value: 'Business', label: 'Business' },
      ],
    });
  });
});

describe('answers validate as the spec says', () => {
  const check = (id: string, answers: Answers) => validatePage(page(id), answers, TODAY);

  it('registration', () => {
    expect(
      check('registration/page1', {
        business_state: 'Illinois',
        tier: 'GROWTH',
        entity_type: 'LLC',
        business_name: 'Acme & Sons - Chicago',
      }),
    ).toEqual({});
    expect(
      check('registration/page1', { business_state: 'Illinois', business_name: 'Acme!' }),
    ).toEqual({
      tier: 'Plan is required',
      entity_type: 'Entity type is required',
      business_name: "Only letters, numbers, spaces, '-' and '&' are allowed",
    });
    expect(check('registration/page2', { service_filing: 'rapid' })).toEqual({});
    expect(check('registration/page3', { is_expert_review: false })).toEqual({});
    expect(check('registration/page4', {})).toEqual({
      is_bizup_designated_agent: 'Registered agent is required',
    });
    const account = {
      email: 'owner@example.com',
      confirm_email: 'OWNER@example.com',
      password: 'Str0ng!pass',
      confirm_password: 'Str0ng!pass',
    };
    expect(check('registration/page5', account)).toEqual({});
    expect(
      check('registration/page5', {
        email: 'owner@example.c',
        confirm_email: 'other@example.com',
        password: 'weakpass1',
        confirm_password: 'weakpass2',
      }),
    ).toEqual({
      email: 'Email format is invalid',
      confirm_email: 'Emails do not match',
      password: 'Password must contain at least one uppercase letter',
      confirm_password: 'Passwords do not match',
    });
    expect(check('registration/page5', { ...account, password: 'Sh0rt!' }).password).toBe(
      'Password must be at least 8 characters long',
    );
    expect(check('registration/page5', { ...account, password: 'x'.repeat(129) }).password).toBe(
      'Password must not exceed 128 characters',
    );
  });

  it('formation', () => {
    const page1 = {
      business_name: 'Acme',
      legal_identifier: ', LLC',
      official_business_name: 'Acme , LLC',
      ...address('business_'),
      mailing_same_as_business: true,
    };
    expect(check('formation/page1', page1)).toEqual({});
    expect(
      check('formation/page1', {
        ...page1,
        business_zip_code: '6060',
        mailing_same_as_business: false,
        ...address('mailing_'),
        mailing_city: '',
        mailing_zip_code: '60606-1234',
      }),
    ).toEqual({
      business_zip_code: 'Business zip code format is invalid',
      mailing_city: 'Mailing city is required',
    });
    // The mailing block shows by default.
    expect(
      check('formation/page1', { ...page1, mailing_same_as_business: undefined }),
    ).toMatchObject({ mailing_street_address1: 'Mailing street address is required' });

    expect(check('formation/page2', { business_class: '541511' })).toEqual({});
    expect(check('formation/page2', {})).toEqual({ business_class: 'This field is required' });
    expect(check('formation/page2', { business_class: '5415' })).toEqual({
      business_class: 'Business industry format is invalid',
    });

    const owner = {
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      phone: '+1 (312) 555-0100',
      percentage: 50,
      ...address(''),
    };
    expect(
      check('formation/page3', { owners: [owner, { ...owner, phone: '3125550101' }] }),
    ).toEqual({});
    expect(check('formation/page3', { owners: [] })).toEqual({ owners: 'Owners is required' });
    expect(
      check('formation/page3', {
        owners: [owner, { ...owner, phone: '555-0100', percentage: 101, zip_code: '' }],
      }),
    ).toEqual({
      'owners.1.phone': 'Phone format is invalid',
      'owners.1.percentage': 'Ownership percentage should not be greater than 100.',
      'owners.1.zip_code': 'Zip code is required',
    });

    expect(check('formation/page4', { is_bizup_designated_agent: true })).toEqual({});
    const someoneElse = { is_bizup_designated_agent: false, ...address('') };
    expect(
      check('formation/page4', {
        ...someoneElse,
        registered_agent_type: 'Agent',
        agent_first_name: 'Sam',
        agent_last_name: 'Agent',
      }),
    ).toEqual({});
    expect(
      check('formation/page4', {
        ...someoneElse,
        registered_agent_type: 'Business',
        business_name: 'Agents Inc',
      }),
    ).toEqual({});
    expect(check('formation/page4', { is_bizup_designated_agent: false })).toEqual({
      registered_agent_type: 'Registered agent type is required',
      street_address1: 'Street address is required',
      city: 'City is required',
      state: 'State is required',
      zip_code: 'Zip code is required',
    });
    expect(check('formation/page4', { ...someoneElse, registered_agent_type: 'Agent' })).toEqual({
      agent_first_name: 'Agent first name is required',
      agent_last_name: 'Agent last name is required',
    });
  });

  it('formation page4: choosing the product agent clears the someone-else answers', () => {
    const definition = page('formation/page4');
    let answers: Answers = {
      is_bizup_designated_agent: true,
      registered_agent_type: 'Agent',
      agent_first_name: 'Sam',
      ...address(''),
    };
    // Hidden answers are cleared as the form re-renders, until nothing changes.
    const stale = answers;
    for (let pass = 0; pass < 3; pass += 1) {
      answers = withoutHiddenAnswers(definition.fields, answers);
    }
    expect(answers).toEqual({ is_bizup_designated_agent: true });
    // The server clears hidden answers once, then validates: the stale agent name is not checked.
    expect(validatePage(definition, withoutHiddenAnswers(definition.fields, stale))).toEqual({});
  });

  it('EIN', () => {
    expect(
      check('ein/page1', {
        first_name: 'Ada',
        last_name: 'Lovelace',
        tax_id_number: '123-45-6789',
        role: 'Managing member',
      }),
    ).toEqual({});
    expect(
      check('ein/page1', {
        first_name: 'Ada',
        last_name: 'Lovelace',
        tax_id_number: '12-345-678',
        role: 'Member',
      }),
    ).toEqual({ tax_id_number: 'SSN or ITIN format is invalid' });
    expect(
      check('ein/page1', {
        first_name: 'Ada',
        last_name: 'L',
        tax_id_number: '123456789',
        role: 'Owner',
      }),
    ).toEqual({});

    expect(check('ein/page2', { has_employees: false })).toEqual({});
    expect(
      check('ein/page2', {
        has_employees: true,
        number_of_employees: 12,
        first_wage_month: '2026-03',
      }),
    ).toEqual({});
    expect(
      check('ein/page2', {
        has_employees: true,
        number_of_employees: 0,
        first_wage_month: '2025-03',
      }),
    ).toEqual({
      number_of_employees: 'Number of W-2 employees should not be smaller than 1.',
      first_wage_month: 'First wage payment month format is invalid',
    });
    expect(check('ein/page2', { has_employees: true, number_of_employees: 101 })).toEqual({
      number_of_employees: 'Number of W-2 employees should not be greater than 100.',
      first_wage_month: 'First wage payment month is required',
    });
    // A yes/no answer is a boolean: its option key as text is another type.
    expect(check('ein/page2', { has_employees: 'false' })).toEqual({
      has_employees: 'W-2 employees format is invalid',
    });

    expect(
      check('ein/page3', {
        reason_for_applying: 'started_new_business',
        business_start_month: '2026-02',
        fiscal_year_end_month: 'December',
      }),
    ).toEqual({});
    expect(check('ein/page3', {})).toEqual({
      reason_for_applying: 'Reason for applying is required',
      business_start_month: 'Business start month is required',
      fiscal_year_end_month: 'Fiscal year end month is required',
    });

    expect(check('ein/page4', { category: 'health-care' })).toEqual({});
    expect(
      check('ein/health-care', {
        industry_type: 'dental_practice',
        type_specification: 'Orthodontics',
      }),
    ).toEqual({});
    expect(check('ein/health-care', { industry_type: 'dental_practice' })).toEqual({
      type_specification: 'Type specification is required',
    });
  });

  it('business licence', () => {
    expect(check('business-license/industry', { industry: '1234:Bakery' })).toEqual({});
    expect(check('business-license/industry', { industry: 'CLEAR' })).toEqual({
      industry: 'Business category format is invalid',
    });
    expect(check('business-license/industry', {})).toEqual({
      industry: 'Business category is required',
    });
    // The activities ticked, each one of the activities, once; none is an answer too. The page
    // keeps the industry they were ticked for, checked as the industry is.
    const activities = (answers: Answers) => check('business-license/industry-activities', answers);
    expect(
      activities({
        industry: '722511:Restaurants',
        industry_activity_ids: ['sells_alcohol', 'food'],
      }),
    ).toEqual({});
    expect(activities({ industry_activity_ids: [] })).toEqual({});
    expect(activities({ industry_activity_ids: ['7', '9'] })).toEqual({
      industry_activity_ids: 'Business activities format is invalid',
    });
    expect(activities({ industry: 'CLEAR', industry_activity_ids: [] })).toEqual({
      industry: 'Business category format is invalid',
    });
    expect(
      check('business-license/page1', { business_name: 'Acme', ...address('business_') }),
    ).toEqual({});
  });

  it('amendment', () => {
    expect(
      check('amendment/page1', {
        business_name: 'Acme',
        legal_identifier: 'L.L.C.',
        official_business_name: 'Acme L.L.C.',
        data_changed: true,
      }),
    ).toEqual({});
    expect(check('amendment/page1', { business_name: '' })).toEqual({
      business_name: 'Business name is required',
      legal_identifier: 'Legal identifier is required',
    });
    expect(check('amendment/page2', { business_class: '' })).toEqual({
      business_class: 'This field is required',
    });
    expect(
      check('amendment/page3', {
        owners: [
          { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', percentage: 100 },
        ],
      }),
    ).toEqual({});
    expect(
      check('amendment/page3', { owners: [{ first_name: 'Ada', email: 'ada@example' }] }),
    ).toEqual({
      'owners.0.last_name': 'Last name is required',
      'owners.0.email': 'Email format is invalid',
      'owners.0.percentage': 'Ownership percentage is required',
    });
    // The owners own the whole company, as the formation's and the agreement's do.
    const ada = { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' };
    expect(
      check('amendment/page3', {
        owners: [
          { ...ada, percentage: 50 },
          { ...ada, percentage: 30 },
        ],
      }),
    ).toEqual({ owners: 'Ownership percentages must add up to 100 (they add up to 80)' });
    expect(check('amendment/page4', { ...address('business_'), ...address('mailing_') })).toEqual(
      {},
    );
    expect(
      check('amendment/page4', {
        ...address('business_'),
        ...address('mailing_'),
        mailing_state: '',
      }),
    ).toEqual({ mailing_state: 'Mailing state is required' });
    expect(check('amendment/page5', {})).toEqual({});
  });

  it('annual report', () => {
    expect(
      check('annual-report/page1', { ...address('business_'), ...address('mailing_') }),
    ).toEqual({});
    expect(check('annual-report/page1', address('business_'))).toEqual({
      mailing_street_address1: 'Mailing street address is required',
      mailing_city: 'Mailing city is required',
      mailing_state: 'Mailing state is required',
      mailing_zip_code: 'Mailing zip code is required',
    });
    const manager = { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' };
    expect(
      check('annual-report/page2', { managers: [manager, { ...manager, percentage: 50 }] }),
    ).toEqual({});
    expect(check('annual-report/page2', { managers: [{ ...manager, email: '' }] })).toEqual({
      'managers.0.email': 'Email is required',
    });
    expect(
      check('annual-report/wage-law-violations', { violation: WAGE_LAW_NO, individual_id: 4521 }),
    ).toEqual({});
    expect(check('annual-report/wage-law-violations', { individual_id: 4521 })).toEqual({
      violation: `${WAGE_LAW_QUESTION} is required`,
    });
  });
});
