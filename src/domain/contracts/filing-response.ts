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
export type OwnProperties = { readonly [name: string]: JSONSchema } & {
  readonly [name in CommonName]?: never;
} & { readonly business_id?: typeof filedBusinessId };

/** Only `filingAnswer` makes a filing's schema: no filing can write another shape. */
declare const builtByFilingAnswer: unique symbol;

/** The JSON schema of a filing's 200 answer: the common part, then the flow's own members. */
export type FilingAnswerSchema<
  K extends ProductKey = ProductKey,
  P extends OwnProperties = OwnProperties,
  R extends readonly (keyof P & string)[] = readonly string[],
> = {
  readonly description: string;
  readonly type: 'object';
  readonly properties: CommonProperties<K> & P;
  readonly required: readonly [...typeof COMMON_REQUIRED, ...R];
  readonly [builtByFilingAnswer]: true;
};

const COMMON_REQUIRED = ['product_key', 'status', 'submitted_at'] as const;

/** A flow's filing schema: its product's common part with the flow's own members. */
export function filingAnswer<
  const K extends ProductKey,
  const P extends OwnProperties = Record<never, never>,
  const R extends readonly (keyof P & string)[] = [],
>(
  productKey: K,
  description: string,
  own: { properties: P; required: R } = { properties: {} as P, required: [] as unknown as R },
): FilingAnswerSchema<K, P, R> {
  const common = {
    product_key: { const: productKey },
    status: { const: 'SUBMITTED' },
    submitted_at: submittedAt,
  } as const;
  return {
    description,
    type: 'object',
    properties: { ...common, ...own.properties },
    required: [...COMMON_REQUIRED, ...own.required],
  } as unknown as FilingAnswerSchema<K, P, R>;
}

/** A filing's answer, as its schema says. */
export type FilingAnswer<S extends FilingAnswerSchema> = FromSchema<
  Omit<S, typeof builtByFilingAnswer>
>;

/** What every filing answers, whatever its flow: the common part (its other members unread). */
export type FiledCommon = FilingAnswer<FilingAnswerSchema<ProductKey, Record<never, never>, []>>;

/**
 * What a flow's filing step writes itself: its own members (the submission adds the common
 * part), and only those its schema names (the serialiser would drop any other).
 */
export type OwnFilingAnswer<S extends FilingAnswerSchema> =
  S extends FilingAnswerSchema<ProductKey, infer P, infer R>
    ? FromSchema<{ type: 'object'; properties: P; required: R; additionalProperties: false }>
    : never;
