import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Answers,
  FieldDefinition,
  PageDefinition,
} from '../../src/domain/questionnaire/page-definition';
import { validatePage } from '../../src/domain/questionnaire/validate-page';
import { isMultiLineField } from '../../src/domain/questionnaire/answer-type';
import { isHiddenByRule } from '../../src/domain/questionnaire/visibility';
import { markServicesPurchased } from '../../server/services/service-statuses';
import { productBoughtForPages } from '../../src/domain/flows/flow';
import { PRODUCT_FLOWS } from '../../server/products';
import { signedInOwner } from '../../server/test-support/owners';
import { createTestApp, type TestApp } from '../../server/test-support/test-app';
import { INVALID_KINDS, TEXT_KINDS, leaks, type HostileKind } from './hostile-values';
import {
  newBrowserSession,
  pageSaveTarget,
  type PageClients,
  type PageSaveTarget,
} from './page-save-targets';
import { storedRowCounts } from './stored-rows';
import { PRODUCT_PAGES } from '../../server/products';

/**
 * The page sweep (issue 13): each kind of hostile value, posted into every field of every page
 * definition (list rows included) through the route that saves the page, must come back as a
 * 4xx naming that field, and nothing may be stored. Pages and fields added later are swept
 * without new test code: the sweep walks PRODUCT_PAGES.pages.
 */

/** A field to sweep: where its answer goes and where its message comes back. */
interface SweptField {
  field: FieldDefinition;
  /** The fields beside it (a page's, or a list row's): its depends_on rules look there. */
  siblings: readonly FieldDefinition[];
  /** The list it is a row field of, if any. */
  list?: FieldDefinition;
}

function sweptFields(page: PageDefinition): SweptField[] {
  return page.fields.flatMap((field) => [
    { field, siblings: page.fields },
    ...(field.children ?? []).map((child) => ({
      field: child,
      siblings: field.children!,
      list: field,
    })),
  ]);
}

/** A controlling field's answer other than `value`: one of its options, or the opposite. */
function otherThan(controller: FieldDefinition | undefined, value: unknown): unknown {
  const option = controller?.options?.find((candidate) => candidate.value !== String(value));
  if (option) return option.value;
  if (typeof value === 'boolean') return !value;
  return `not ${String(value)}`;
}

/** Answers to the fields a depends_on rule looks at, so that `field` is shown. */
function answersShowing(field: FieldDefinition, siblings: readonly FieldDefinition[]): Answers {
  const rule = field.depends_on;
  if (!rule) return {};
  const controller = siblings.find((candidate) => candidate.name === rule.key);
  return {
    ...(controller ? answersShowing(controller, siblings) : {}),
    [rule.key]: rule.action === 'show' ? rule.value : otherThan(controller, rule.value),
  };
}

/**
 * The page's answers with `value` in the swept field, and the key its message comes back at.
 * Only a depends_on rule may keep a field out of validation (its answer is then dropped); a field
 * marked hidden carries a meta answer that is stored, so it is swept like any other.
 */
function answersWith({ field, siblings, list }: SweptField, value: unknown) {
  const row = { ...answersShowing(field, siblings), [field.name]: value };
  if (!list) return { answers: row, key: field.name, shown: !isHiddenByRule(field, siblings, row) };
  return {
    answers: { [list.name]: [row] },
    key: `${list.name}.0.${field.name}`,
    shown: !isHiddenByRule(field, siblings, row),
  };
}

describe('abuse sweep: hostile values in every field of every page', () => {
  let t: TestApp;
  let clients: PageClients;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '100000' });
    clients = {
      owner: await signedInOwner(t, 'sweep'),
      browserSessionId: await newBrowserSession(t),
    };
    // Bought, so that each page's save reaches its checks (an unbought flow's save is a 403).
    const bought = PRODUCT_FLOWS.flatMap((flow) => productBoughtForPages(flow) ?? []);
    await markServicesPurchased(t.database.db, clients.owner.id, bought, new Date());
  });
  afterAll(() => t.close());

  /** What went wrong for one value in one field, or null when the server refused it rightly. */
  async function refusal(
    page: PageDefinition,
    target: PageSaveTarget | null,
    swept: SweptField,
    kind: HostileKind,
  ) {
    const value = kind.valueFor(swept.field.type, {
      maxLength: swept.field.maxLength,
      multiLine: isMultiLineField(swept.field),
    });
    if (value === null) return null;
    const { answers, key, shown } = answersWith(swept, value);
    if (!shown) return `${key}: cannot be shown by its depends_on rule`;
    if (!target) {
      return validatePage(page, answers)[key] ? null : `${key}: the validator accepts it`;
    }
    const response = await target.save(answers);
    const leak = leaks(response.body);
    if (leak) return `${key}: the answer leaks ${leak} (${response.statusCode})`;
    if (response.statusCode < 400 || response.statusCode >= 500) {
      return `${key}: ${response.statusCode} ${response.body.slice(0, 200)}`;
    }
    const body = response.json() as { message?: unknown; errors?: Record<string, string> };
    if (typeof body.message !== 'string') return `${key}: ${response.statusCode} without a message`;
    if (response.statusCode === 422 && typeof body.errors?.[key] !== 'string') {
      return `${key}: refused, but without a message for the field (${JSON.stringify(body.errors)})`;
    }
    return null;
  }

  describe.each(PRODUCT_PAGES.pages.map((page) => [page.id, page] as const))('%s', (_id, page) => {
    it.each(INVALID_KINDS.map((kind) => [kind.name, kind] as const))(
      "refuses %s in each field with that field's message",
      async (_name, kind) => {
        const target = pageSaveTarget(t, page, clients);
        const before = await storedRowCounts(t);
        const problems = [];
        for (const swept of sweptFields(page)) {
          const problem = await refusal(page, target, swept, kind);
          if (problem) problems.push(problem);
        }
        expect(problems).toEqual([]);
        expect(await storedRowCounts(t), 'nothing of what was refused is stored').toEqual(before);
      },
    );

    it.each(TEXT_KINDS.map((kind) => [kind.name, kind] as const))(
      'takes %s in each field as text or refuses it, never failing or leaking',
      async (_name, kind) => {
        const target = pageSaveTarget(t, page, clients);
        if (!target) return;
        const problems = [];
        for (const swept of sweptFields(page)) {
          const value = kind.valueFor(swept.field.type);
          if (value === null) continue;
          const response = await target.save(answersWith(swept, value).answers);
          if (response.statusCode >= 500 || leaks(response.body)) {
            problems.push(
              `${swept.field.name}: ${response.statusCode} ${response.body.slice(0, 200)}`,
            );
          }
        }
        expect(problems).toEqual([]);
      },
    );
  });
});
