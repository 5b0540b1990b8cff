import { describe, expect, it } from 'vitest';
import Ajv from 'ajv';
import {
  ANNOTATION_KEYWORDS,
  CHECKED_KEYWORDS,
  schemaProblem,
  type JsonSchema,
} from './schema-check';
import { checkedAnswer } from './checked-answer';
import { nameCheckAnswer } from './business-name-check';

const contractModules = import.meta.glob<Record<string, unknown>>(
  ['./*.ts', '!./*.test.ts', '!./schema-check.ts', '!./checked-answer.ts'],
  { eager: true },
);

/** Every JSON schema object a contract module exports, by "module: export". */
function contractSchemas(): Array<[string, object]> {
  return Object.entries(contractModules).flatMap(([file, exports]) =>
    Object.entries(exports).flatMap(([name, value]): Array<[string, object]> =>
      typeof value === 'object' && value !== null && ('type' in value || 'properties' in value)
        ? [[`${file}: ${name}`, value]]
        : [],
    ),
  );
}

/** The keywords a schema uses, nested ones included (property names are not keywords). */
function keywordsOf(schema: unknown, found = new Set<string>()): Set<string> {
  if (typeof schema !== 'object' || schema === null || Array.isArray(schema)) return found;
  for (const [keyword, value] of Object.entries(schema)) {
    found.add(keyword);
    if (keyword === 'properties')
      Object.values(value as object).forEach((child) => keywordsOf(child, found));
    else if (keyword === 'anyOf' || keyword === 'oneOf')
      (value as unknown[]).forEach((child) => keywordsOf(child, found));
    else if (['items', 'additionalProperties', 'not', 'propertyNames'].includes(keyword))
      keywordsOf(value, found);
  }
  return found;
}

// The server validates with Ajv: the browser's check must agree with it on every case.
const ajv = new Ajv({ strict: false, validateFormats: false });

const cases: Array<[string, JsonSchema, unknown[]]> = [
  ['types', { type: ['string', 'null'] }, ['a', null, 1, true, [], {}]],
  ['integer and number', { type: 'integer' }, [1, 1.5, '1', -3]],
  ['number takes integers', { type: 'number', minimum: 0, maximum: 10 }, [0, 10, 10.5, -1, 3.2]],
  ['enum and const', { enum: ['FOUND', 'NOT_FOUND'] }, ['FOUND', 'found', null]],
  ['const', { const: 'SUBMITTED' }, ['SUBMITTED', 'ACTIVE']],
  [
    'strings',
    { type: 'string', minLength: 2, maxLength: 3, pattern: '^[0-9]+$' },
    ['12', '1234', '1', 'ab', '٣٣'],
  ],
  [
    'objects',
    {
      type: 'object',
      properties: { id: { type: 'integer' }, name: { type: 'string' } },
      required: ['id'],
      additionalProperties: false,
    },
    [{ id: 1 }, { id: 1, name: 'x' }, { name: 'x' }, { id: 1, extra: 1 }, { id: '1' }, []],
  ],
  [
    'maps',
    {
      type: 'object',
      additionalProperties: { type: 'object' },
      propertyNames: { pattern: '^page[0-9]$' },
      maxProperties: 2,
    },
    [{}, { page1: {} }, { page1: 1 }, { other: {} }, { page1: {}, page2: {}, page3: {} }],
  ],
  [
    'arrays',
    { type: 'array', items: { type: 'integer' }, minItems: 1, maxItems: 2 },
    [[1], [], [1, 2, 3], [1, 'a'], 'x'],
  ],
  [
    'unique items',
    { type: 'array', uniqueItems: true, items: { enum: ['food', 'sells_alcohol', 1] } },
    [[], ['food', 'sells_alcohol'], ['food', 'food'], [1, 1], ['food', 1]],
  ],
  [
    'alternatives',
    { oneOf: [{ type: 'integer' }, { type: 'number', minimum: 5 }] },
    [1, 7, 5.5, 2.5, 'x'],
  ],
  [
    'anyOf and not',
    { anyOf: [{ type: 'string' }, { type: 'null' }], not: { const: '' } },
    ['a', '', null, 1],
  ],
];

describe('schemaProblem', () => {
  for (const [name, schema, values] of cases) {
    it(`agrees with the server's validator: ${name}`, () => {
      const validate = ajv.compile(schema);
      for (const value of values) {
        expect(schemaProblem(schema, value) === null, JSON.stringify(value)).toBe(validate(value));
      }
    });
  }

  it('names where an answer breaks its schema', () => {
    const schema = {
      type: 'object',
      properties: { businesses: { type: 'array', items: { type: 'object', required: ['id'] } } },
    };
    expect(schemaProblem(schema, { businesses: [{ id: 1 }, {}] })).toBe('/businesses/1/id');
    const answer = { valid_name: 'MAYBE', business_name: 'Acme', state: 'TX' };
    const read = (): void => {
      checkedAnswer(nameCheckAnswer, answer, 'POST /v1/business/namecheck');
    };
    expect(read).toThrow('POST /v1/business/namecheck answered unexpectedly at /valid_name');
  });
});

describe('the contract schemas', () => {
  it('use only keywords the browser checks or annotations', () => {
    const known = new Set<string>([...CHECKED_KEYWORDS, ...ANNOTATION_KEYWORDS]);
    for (const [name, schema] of contractSchemas()) {
      const unknown = [...keywordsOf(schema)].filter((keyword) => !known.has(keyword));
      expect(unknown, name).toEqual([]);
    }
  });
});
