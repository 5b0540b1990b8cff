import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import type { ProductKey } from '../checkout/product-keys';

/**
 * What every submitted flow's filing answers (POST <flow>/submit, spec foundation §2
 * "Confirmation pages"), one contract for all of them (decision 0065): the common part — the
 * product, SUBMITTED, the moment, and the business where the flow names one — then the flow's
 * own members. The server's route serialises with the schema `filingAnswer` builds; the
 * browser reads the answer with the same schema and the type derived from it.
 */

/** The business a filing is for: an integer, as every other answer names a business. */
export const filedBusinessId = {
  type: 'integer',
  description: 'The business the filing is for',
} as const;

const submittedAt = { type: 'string', format: 'date-time' } as const;

const COMMON_REQUIRED = ['product_key', 'status', 'submitted_at'] as const;

/** The members every filing answers, the product's own key among them. */
type CommonProperties<K extends ProductKey> = {
  readonly product_key: { readonly const: K };
  readonly status: { readonly const: 'SUBMITTED' };
  readonly submitted_at: typeof submittedAt;
};

type CommonName = keyof CommonProperties<ProductKey>;

/**
 * A flow's own members: any schema, except that the common members are not redefined and a
 * business_id is the one every filing answers.
 */
type OwnProperties = { readonly [name: string]: JSONSchema } & {
  readonly [name in CommonName]?: never;
} & { readonly business_id?: typeof filedBusinessId };

/** The schema `filingAnswer` writes, as JSON Schema sees it. */
type AnswerSchema<K extends ProductKey, P extends OwnProperties, R extends readonly string[]> = {
  readonly description: string;
  readonly type: 'object';
  readonly properties: CommonProperties<K> & P;
  readonly required: readonly [...typeof COMMON_REQUIRED, ...R];
};

/**
 * Only `filingAnswer` makes a filing's schema (no filing can write another shape), and the
 * schema's type carries the answer's, derived once where the schema is built, so code generic
 * over filings reads them without deriving them again.
 */
declare const derived: unique symbol;

interface DerivedTypes<Answer, Own> {
  /** The whole answer. */
  answer: Answer;
  /** What the flow's filing step writes: its own members, and only those. */
  own: Own;
}

/** Any filing's schema: what generic code (the registry of filings, a summary) takes. */
export type FilingAnswerSchema = {
  readonly description: string;
  readonly type: 'object';
  readonly properties: CommonProperties<ProductKey> & {
    readonly business_id?: typeof filedBusinessId;
  };
  readonly required: readonly string[];
  readonly [derived]: DerivedTypes<FiledCommon, object>;
};

/** One flow's filing schema, with the types of its answer. */
export type FlowFilingAnswerSchema<
  K extends ProductKey,
  P extends OwnProperties,
  R extends readonly (keyof P & string)[],
> = AnswerSchema<K, P, R> & {
  readonly [derived]: DerivedTypes<
    FromSchema<AnswerSchema<K, P, R>>,
    FromSchema<{ type: 'object'; properties: P; required: R; additionalProperties: false }>
  >;
};

/** A flow's filing schema: its product's common part with the flow's own members. */
export function filingAnswer<
  const K extends ProductKey,
  const P extends OwnProperties = Record<never, never>,
  const R extends readonly (keyof P & string)[] = [],
>(
  productKey: K,
  description: string,
  own: { properties: P; required: R } = { properties: {} as P, required: [] as unknown as R },
): FlowFilingAnswerSchema<K, P, R> {
  const common = {
    product_key: { const: productKey },
    status: { const: 'SUBMITTED' },
    submitted_at: submittedAt,
  } as const;
  // The derived types exist for the compiler only.
  return {
    description,
    type: 'object',
    properties: { ...common, ...own.properties },
    required: [...COMMON_REQUIRED, ...own.required],
  } as unknown as FlowFilingAnswerSchema<K, P, R>;
}

/** The common part alone: what a product's filing answers, whatever its flow adds. */
export const filedCommon = <const K extends ProductKey>(productKey: K) =>
  filingAnswer(productKey, 'What every filing answers');

/** The common part's schema as JSON Schema sees it (what `checkedAnswer` derives types from). */
export type FiledCommonSchema = AnswerSchema<ProductKey, Record<never, never>, []>;

/** What every filing answers, whatever its flow (its other members unread). */
export type FiledCommon = FromSchema<FiledCommonSchema>;

/** A filing's answer, as its schema says. */
export type FilingAnswer<S extends FilingAnswerSchema> = S[typeof derived]['answer'];

/**
 * What a flow's filing step writes itself: its own members (the submission adds the common
 * part), and only those its schema names (the serialiser would drop any other).
 */
export type OwnFilingAnswer<S extends FilingAnswerSchema> = S[typeof derived]['own'];
