import { describe, expect, it } from 'vitest';
import type { FieldDefinition, PageDefinition } from './page-definition';
import { validatePage } from './validate-page';
import { isHidden, withoutHiddenAnswers } from './visibility';

const agentPage: PageDefinition = {
  id: 'formation/page4',
  title: 'Registered agent',
  required: ['is_bizup_designated_agent', 'agent_first_name'],
  fields: [
    {
      name: 'is_bizup_designated_agent',
      title: 'Registered agent',
      type: 'boolean',
      rendered_type: 'radio',
      options: [
        { value: 'true', label: "Charter's registered agent" },
        { value: 'false', label: 'Someone else' },
      ],
    },
    {
      name: 'agent_first_name',
      title: 'First name',
      type: 'string',
      rendered_type: 'text',
      depends_on: { key: 'is_bizup_designated_agent', value: 'true', action: 'hide' },
    },
  ],
};

/** A page with one owners list of these row fields (formation page3's shape). */
function ownersPageOf(
  children: FieldDefinition[],
  childrenRequired: string[],
  maxRows?: number,
): PageDefinition {
  return {
    id: 'formation/page3',
    title: 'Ownership',
    required: ['owners'],
    fields: [
      {
        name: 'owners',
        title: 'Owners',
        type: 'array',
        rendered_type: 'text',
        children_required: childrenRequired,
        children,
        ...(maxRows === undefined ? {} : { max_rows: maxRows }),
      },
    ],
  };
}

describe('depends_on', () => {
  const agentName = agentPage.fields[1]!;

  it('hides the field while the controlling field equals the value or is empty', () => {
    expect(isHidden(agentName, agentPage.fields, {})).toBe(true);
    expect(isHidden(agentName, agentPage.fields, { is_bizup_designated_agent: true })).toBe(true);
    expect(isHidden(agentName, agentPage.fields, { is_bizup_designated_agent: false })).toBe(false);
  });

  it("'show' rules show only on a match", () => {
    const shown = {
      ...agentName,
      depends_on: { key: 'is_bizup_designated_agent', value: 'false', action: 'show' as const },
    };
    expect(isHidden(shown, agentPage.fields, { is_bizup_designated_agent: 'false' })).toBe(false);
    expect(isHidden(shown, agentPage.fields, { is_bizup_designated_agent: 'true' })).toBe(true);
  });

  it('never matches a list or an object in the controlling field, and never turns it into text', () => {
    const hostile = { toString: 'not a function', valueOf: 'nor this' };
    expect(() =>
      isHidden(agentName, agentPage.fields, { is_bizup_designated_agent: hostile }),
    ).not.toThrow();
    expect(isHidden(agentName, agentPage.fields, { is_bizup_designated_agent: hostile })).toBe(
      false,
    );
    expect(isHidden(agentName, agentPage.fields, { is_bizup_designated_agent: [true] })).toBe(
      false,
    );
    expect(validatePage(agentPage, { is_bizup_designated_agent: hostile })).toHaveProperty(
      'is_bizup_designated_agent',
    );
  });

  it("falls back to the controlling field's default", () => {
    const fields = [{ ...agentPage.fields[0]!, default: 'false' }, agentName];
    expect(isHidden(agentName, fields, {})).toBe(false);
  });

  it('clears the answer of a field that becomes hidden', () => {
    expect(
      withoutHiddenAnswers(agentPage.fields, {
        is_bizup_designated_agent: 'true',
        agent_first_name: 'Sam',
      }),
    ).toEqual({
      is_bizup_designated_agent: 'true',
    });
  });

  it('hides a field whose controlling field is itself hidden, and clears its answer', () => {
    const agentType = {
      name: 'registered_agent_type',
      title: 'Agent type',
      type: 'string' as const,
      rendered_type: 'toggle_icon' as const,
      depends_on: { key: 'is_bizup_designated_agent', value: 'true' },
    };
    const chained = {
      ...agentName,
      depends_on: { key: 'registered_agent_type', value: 'Agent', action: 'show' as const },
    };
    const fields = [agentPage.fields[0]!, agentType, chained];
    const answers = {
      is_bizup_designated_agent: 'true',
      registered_agent_type: 'Agent',
      agent_first_name: 'Sam',
    };
    expect(isHidden(chained, fields, answers)).toBe(true);
    expect(withoutHiddenAnswers(fields, answers)).toEqual({ is_bizup_designated_agent: 'true' });
  });

  it('keeps the answers of fields marked hidden (meta answers), without validating them', () => {
    const meta = {
      name: 'data_changed',
      type: 'boolean' as const,
      rendered_type: 'toggle' as const,
      hidden: true,
    };
    const page = {
      ...agentPage,
      fields: [...agentPage.fields, meta],
      required: [...agentPage.required, 'data_changed'],
    };
    expect(
      withoutHiddenAnswers(page.fields, { is_bizup_designated_agent: true, data_changed: true }),
    ).toEqual({
      is_bizup_designated_agent: true,
      data_changed: true,
    });
    expect(validatePage(page, { is_bizup_designated_agent: true })).toEqual({});
  });

  it('never validates a hidden field', () => {
    expect(validatePage(agentPage, { is_bizup_designated_agent: true })).toEqual({});
    expect(validatePage(agentPage, { is_bizup_designated_agent: false })).toEqual({
      agent_first_name: 'First name is required',
    });
  });
});

describe('page validation', () => {
  const accountPage: PageDefinition = {
    id: 'registration/page5',
    title: 'Create account',
    required: ['email', 'confirm_email', 'password', 'confirm_password'],
    fields: ['email', 'confirm_email', 'password', 'confirm_password'].map((name) => ({
      name,
      title: name === 'email' ? 'Email' : name,
      type: 'string' as const,
      rendered_type: 'text' as const,
      maxLength: 128,
    })),
  };

  it('applies the specific rules after the generic ones', () => {
    expect(
      validatePage(accountPage, {
        email: 'a@b.co',
        confirm_email: 'A@B.CO',
        password: 'short',
        confirm_password: 'other',
      }),
    ).toEqual({
      password: 'Password must be at least 8 characters long',
      confirm_password: 'Passwords do not match',
    });
    expect(
      validatePage(accountPage, {
        email: 'a@b.co',
        confirm_email: 'c@d.co',
        password: 'Abcdefg1!',
        confirm_password: 'Abcdefg1!',
      }),
    ).toEqual({
      confirm_email: 'Emails do not match',
    });
    expect(validatePage(accountPage, {})).toMatchObject({ email: 'Email is required' });
  });

  it('validates owners per row', () => {
    const ownersPage = ownersPageOf(
      [
        {
          name: 'first_name',
          title: 'First name',
          type: 'string',
          rendered_type: 'text',
          maxLength: 128,
        },
        {
          name: 'email',
          title: 'Email',
          type: 'string',
          rendered_type: 'text',
          regex: '^[^@\\s]+@[^@\\s]+\\.[A-Za-z]{2,}$',
        },
      ],
      ['first_name', 'email'],
    );
    expect(validatePage(ownersPage, { owners: [] })).toEqual({ owners: 'Owners is required' });
    expect(
      validatePage(ownersPage, {
        owners: [
          { first_name: 'Ada', email: 'ada@example.com' },
          { first_name: '', email: 'bo@example' },
        ],
      }),
    ).toEqual({
      'owners.1.first_name': 'First name is required',
      'owners.1.email': 'Email format is invalid',
    });
  });
});

describe('choices', () => {
  const page = {
    id: 'test/choices',
    title: 'Choices',
    required: [],
    fields: [
      {
        name: 'state',
        title: 'State',
        type: 'string' as const,
        rendered_type: 'select' as const,
        options: [{ value: 'Texas', label: 'Texas' }],
      },
      {
        name: 'agent',
        title: 'Agent',
        type: 'boolean' as const,
        rendered_type: 'radio' as const,
        options: [
          { value: 'true', label: 'Yes' },
          { value: 'false', label: 'No' },
        ],
      },
    ],
  };

  it('accepts only an answer among the options', () => {
    expect(validatePage(page, { state: 'Texas', agent: false })).toEqual({});
    expect(validatePage(page, { state: 'Atlantis', agent: true })).toEqual({
      state: 'State format is invalid',
    });
  });
});

describe('lists and nesting (issue 13)', () => {
  const firstName: FieldDefinition = {
    name: 'first_name',
    title: 'First name',
    type: 'string',
    rendered_type: 'text',
  };
  const ownersPage = ownersPageOf([firstName], ['first_name'], 3);
  const row = { first_name: 'Ada' };

  it("refuses more rows than the page's max_rows on the list, before looking at the rows", () => {
    expect(validatePage(ownersPage, { owners: [row, row, row] })).toEqual({});
    expect(validatePage(ownersPage, { owners: [row, row, row, { first_name: '' }] })).toEqual({
      owners: 'You can list up to 3 owners.',
    });
  });

  it('refuses a list that is not a list of rows on the list itself', () => {
    for (const owners of ['Ada', { 0: row }, [row, 'Ada'], [[row]], [null]]) {
      expect(validatePage(ownersPage, { owners }), JSON.stringify(owners)).toEqual({
        owners: 'Owners format is invalid',
      });
    }
  });

  it('refuses a row value nested deeper than its row field allows', () => {
    expect(
      validatePage(ownersPage, { owners: [row, { first_name: { given: { name: 'Bo' } } }] }),
    ).toEqual({ 'owners.1.first_name': 'First name format is invalid' });
    expect(validatePage(ownersPage, { owners: [{ first_name: ['Bo'] }] })).toEqual({
      'owners.0.first_name': 'First name format is invalid',
    });
  });

  it('validates an object field as one row of its fields', () => {
    const page: PageDefinition = {
      id: 'test/object',
      title: 'Object',
      required: [],
      fields: [
        {
          name: 'contact',
          title: 'Contact',
          type: 'object',
          rendered_type: 'text',
          children: [firstName],
          children_required: ['first_name'],
        },
      ],
    };
    expect(validatePage(page, { contact: row })).toEqual({});
    expect(validatePage(page, { contact: {} })).toEqual({
      'contact.first_name': 'First name is required',
    });
    expect(validatePage(page, { contact: [row] })).toEqual({
      contact: 'Contact format is invalid',
    });
  });

  it('checks the type of a field marked hidden, whose answer is stored, and nothing else', () => {
    const page: PageDefinition = {
      id: 'amendment/page1',
      title: 'Business name',
      required: ['data_changed'],
      fields: [
        {
          name: 'data_changed',
          title: 'Data changed',
          type: 'boolean',
          rendered_type: 'toggle',
          hidden: true,
        },
      ],
    };
    expect(validatePage(page, {})).toEqual({});
    expect(validatePage(page, { data_changed: true })).toEqual({});
    expect(validatePage(page, { data_changed: ['<script>'] })).toEqual({
      data_changed: 'Data changed format is invalid',
    });
  });
});

describe('rows that must add up (the operating agreement members, decision 0050)', () => {
  const percentage: FieldDefinition = {
    name: 'percentage',
    title: 'Ownership percentage',
    type: 'number',
    rendered_type: 'number',
    min: 1,
    max: 100,
  };
  const page = ownersPageOf([percentage], ['percentage'], 3);
  page.fields[0]!.rows_total = { field: 'percentage', value: 100, label: 'Ownership percentages' };

  it('accepts rows adding up to the total, and says what they add up to otherwise', () => {
    const rows = (...numbers: number[]) => ({ owners: numbers.map((n) => ({ percentage: n })) });
    expect(validatePage(page, rows(33, 33, 34))).toEqual({});
    expect(validatePage(page, rows(100))).toEqual({});
    expect(validatePage(page, rows(50, 40))).toEqual({
      owners: 'Ownership percentages must add up to 100 (they add up to 90)',
    });
    expect(validatePage(page, rows(60, 60))).toEqual({
      owners: 'Ownership percentages must add up to 100 (they add up to 120)',
    });
  });

  it('leaves a missing number to its row, without a total', () => {
    expect(validatePage(page, { owners: [{ percentage: 50 }, {}] })).toEqual({
      'owners.1.percentage': 'Ownership percentage is required',
    });
  });

  it('leaves a number out of its range to its row, without a total', () => {
    expect(validatePage(page, { owners: [{ percentage: 100 }, { percentage: 101 }] })).toEqual({
      'owners.1.percentage': 'Ownership percentage should not be greater than 100.',
    });
  });
});

describe('choices ticked from a list (the licence flow’s activities)', () => {
  const activitiesPage: PageDefinition = {
    id: 'business-license/industry-activities',
    title: 'Business activities',
    required: [],
    fields: [
      {
        name: 'industry_activity_ids',
        title: 'Business activities',
        type: 'array',
        rendered_type: 'avalara_activities_selection',
        options: [
          { value: 'sells_alcohol', label: 'Serves or sells alcoholic drinks' },
          { value: 'food', label: 'Prepares, serves or sells food' },
        ],
      },
    ],
  };

  it('takes any of the options, each once, or none', () => {
    expect(
      validatePage(activitiesPage, { industry_activity_ids: ['food', 'sells_alcohol'] }),
    ).toEqual({});
    expect(validatePage(activitiesPage, { industry_activity_ids: [] })).toEqual({});
  });

  it('refuses a choice that is not an option, or one given twice, with the format message', () => {
    for (const hostile of [
      ['food', 'casino'],
      ['food', 'food'],
    ]) {
      expect(validatePage(activitiesPage, { industry_activity_ids: hostile })).toEqual({
        industry_activity_ids: 'Business activities format is invalid',
      });
    }
  });
});
