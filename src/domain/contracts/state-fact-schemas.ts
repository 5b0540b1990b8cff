/*
 * JSON schemas of the state facts' figures and deadline rules (src/domain/state-facts,
 * src/domain/compliance), shared by the routes that answer them: GET /v1/states/{state}/facts
 * and the owner's compliance calendar (the calendar's contract, compliance-calendar.ts).
 */

export const text = { type: 'string' } as const;
export const nullableText = { type: ['string', 'null'] } as const;
export const isoDate = { type: 'string', format: 'date' } as const;
export const url = { type: 'string', minLength: 1 } as const;
export const nullableUrl = { type: ['string', 'null'] } as const;
export const cents = { type: 'integer', minimum: 0 } as const;

export const dayRange = {
  type: 'object',
  properties: { min: { type: 'integer', minimum: 0 }, max: { type: 'integer', minimum: 0 } },
  required: ['min', 'max'],
} as const;

const sourcedFeeProperties = { cents, source_url: url, last_verified: isoDate } as const;
export const sourcedFee = {
  type: 'object',
  properties: sourcedFeeProperties,
  required: ['cents', 'source_url', 'last_verified'],
} as const;

export const serviceFee = {
  oneOf: [
    {
      type: 'object',
      properties: { status: { const: 'sourced' }, ...sourcedFeeProperties },
      required: ['status', 'cents', 'source_url', 'last_verified'],
    },
    {
      type: 'object',
      properties: { status: { const: 'unknown' } },
      required: ['status'],
    },
  ],
} as const;

/** A minimum that grows with what `basis` measures (a levy's amount). */
const minimumFee = {
  type: 'object',
  properties: {
    status: { const: 'minimum' },
    basis: { enum: ['net-worth', 'revenue', 'hybrid', 'composite'] },
    ...sourcedFeeProperties,
  },
  required: ['status', 'basis', 'cents', 'source_url', 'last_verified'],
} as const;

const month = { type: 'integer', minimum: 1, maximum: 12 } as const;
const dayOfMonth = { type: 'integer', minimum: 1, maximum: 31 } as const;
const monthDay = {
  type: 'object',
  properties: { month, day: dayOfMonth },
  required: ['month', 'day'],
} as const;
const anniversaryPoint = {
  type: 'object',
  properties: {
    anchor: {
      enum: ['date', 'month-start', 'month-end', 'before-month', 'quarter-start', 'quarter-end'],
    },
    shift_months: { type: 'integer' },
  },
  required: ['anchor', 'shift_months'],
} as const;
export const cycle = {
  enum: ['annual', 'biennial-odd', 'biennial-from-formation', 'biennial-from-year-after-formation'],
} as const;
const kind = <K extends string>(name: K) => ({ const: name }) as const;

/** DueRule (src/domain/compliance/deadline-rules.ts). */
const dueRule = {
  oneOf: [
    {
      type: 'object',
      properties: {
        kind: kind('fixed'),
        due: monthDay,
        opens: { anyOf: [monthDay, { type: 'null' }] },
        cycle,
      },
      required: ['kind', 'due', 'opens', 'cycle'],
    },
    {
      type: 'object',
      properties: {
        kind: kind('anniversary'),
        due: anniversaryPoint,
        opens: { anyOf: [anniversaryPoint, { type: 'null' }] },
        cycle,
      },
      required: ['kind', 'due', 'opens', 'cycle'],
    },
    {
      type: 'object',
      properties: {
        kind: kind('after-tax-year-end'),
        month,
        day: { anyOf: [dayOfMonth, { const: 'last' }] },
      },
      required: ['kind', 'month', 'day'],
    },
    {
      type: 'object',
      properties: { kind: kind('quarterly'), month, day: dayOfMonth },
      required: ['kind', 'month', 'day'],
    },
    {
      type: 'object',
      properties: {
        kind: kind('needs'),
        needs: { enum: ['federal-return-due-date', 'filing-frequency'] },
      },
      required: ['kind', 'needs'],
    },
    { type: 'object', properties: { kind: kind('none') }, required: ['kind'] },
  ],
} as const;

/** FirstFiling, or null where the first filing follows the convention. */
const firstFiling = {
  anyOf: [
    {
      type: 'object',
      properties: { kind: kind('within-days'), days: { type: 'integer', minimum: 1 } },
      required: ['kind', 'days'],
    },
    {
      type: 'object',
      properties: {
        kind: kind('nth-month'),
        month: { type: 'integer', minimum: 1 },
        day: dayOfMonth,
      },
      required: ['kind', 'month', 'day'],
    },
    { type: 'object', properties: { kind: kind('formation-year') }, required: ['kind'] },
    {
      type: 'object',
      properties: { kind: kind('skip-if-formed-after'), after: monthDay },
      required: ['kind', 'after'],
    },
    { type: 'null' },
  ],
} as const;

const deadlineRuleProperties = {
  title: text,
  due: dueRule,
  first_filing: firstFiling,
  as_written: text,
  reading: nullableText,
  to_confirm: nullableText,
  source_url: url,
  last_verified: isoDate,
} as const;
const deadlineRuleRequired = Object.keys(
  deadlineRuleProperties,
) as (keyof typeof deadlineRuleProperties)[];

/** DeadlineFee: an exact sourced fee, a growing minimum, or no published figure. */
export const deadlineFee = { oneOf: [...serviceFee.oneOf, minimumFee] } as const;

/** A deadline's rule: the annual report's, or a levy's with its collector and fee. */
export const deadlineRule = {
  type: 'object',
  properties: { ...deadlineRuleProperties, collected_by: text, fee: deadlineFee },
  required: deadlineRuleRequired,
} as const;

/** ComplianceRules: the annual report's rule and the state's other recurring levies. */
export const compliance = {
  type: 'object',
  properties: {
    annual_report: {
      type: 'object',
      properties: deadlineRuleProperties,
      required: deadlineRuleRequired,
    },
    recurring_fees: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          ...deadlineRuleProperties,
          collected_by: text,
          fee: deadlineFee,
        },
        required: [...deadlineRuleRequired, 'collected_by', 'fee'],
      },
    },
  },
  required: ['annual_report', 'recurring_fees'],
} as const;
