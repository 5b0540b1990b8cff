import type { FastifyReply } from 'fastify';
import type {
  Answers,
  FieldDefinition,
  PageDefinition,
} from '../../src/domain/questionnaire/page-definition';
import { validatePage, type FieldErrors } from '../../src/domain/questionnaire/validate-page';
import { describedAnswers } from '../../src/domain/questionnaire/described-answers';
import { messages } from '../../src/domain/questionnaire/messages';
import {
  isMaskedAnswer,
  maskedAnswers,
  shownAnswer,
} from '../../src/domain/questionnaire/sensitive-answers';
import type { PageAnswersService, SavedPage } from '../services/page-answers';
import type { PageOwner } from '../services/page-owner';
import { pageSchemaName } from '../../src/domain/questionnaire/openapi-page-schema';
import { savedPageAnswer } from '../../src/domain/contracts/saved-page';
import { metrics } from '../metrics/metrics';

/**
 * A page's answers as the API shows them (every response that carries answers, replays of a
 * save included): the fields, sensitive ones masked, the owner's meta fields and the version.
 */
export function presentPage(page: PageDefinition, saved: SavedPage, meta: Answers) {
  return {
    ...maskedAnswers(page.fields, saved.answers),
    ...meta,
    updated_at: saved.updatedAt.toISOString(),
  };
}

/**
 * Answers a flow proposes for a page never saved (decision 0050), presented as a saved page is
 * but with updated_at null: the owner's first save of the page is based on no version.
 */
export function presentProposal(page: PageDefinition, proposed: Answers) {
  return { ...maskedAnswers(page.fields, proposed), updated_at: null };
}

export interface PageSave {
  pages: PageAnswersService;
  owner: PageOwner;
  page: PageDefinition;
  body: Answers & { updated_at?: string | null };
  /** The owner's fields beside the answers in responses (individual_id or browser_session_id). */
  meta: Answers;
  /**
   * Runs on valid answers based on the current version, before they are stored: what to store
   * instead (e.g. without the passwords), the per-field messages refusing them, or a refusal
   * of the whole save.
   */
  prepare?: (answers: Answers) => Promise<Prepared>;
}

export type Prepared =
  { store: Answers } | { errors: FieldErrors } | { refused: { status: number; message: string } };

function conflict(
  reply: FastifyReply,
  page: PageDefinition,
  current: SavedPage | null,
  meta: Answers,
) {
  metrics.pageSaveConflicts.inc();
  return reply.code(409).send({
    message: 'This page was changed on another device',
    current: current ? presentPage(page, current, meta) : null,
  });
}

/** Whether the saved page is at the version a save names (null: never saved). */
function isAtVersion(saved: SavedPage | null, version: Date | null): boolean {
  return saved === null ? version === null : saved.updatedAt.getTime() === version?.getTime();
}

/**
 * Sensitive answers sent masked (the owner saved the page again without retyping the number)
 * replaced by the saved answers they stand for; a masked answer whose digits no saved answer
 * ends in is refused on its field.
 */
function withSavedSensitiveAnswers(
  fields: readonly FieldDefinition[],
  answers: Answers,
  saved: Answers,
): { answers: Answers } | { errors: FieldErrors } {
  const restored = { ...answers };
  const errors: FieldErrors = {};
  for (const field of fields) {
    const sent = answers[field.name];
    if (!isMaskedAnswer(field, sent)) continue;
    const kept = saved[field.name];
    if (typeof kept === 'string' && shownAnswer(field, kept) === sent) restored[field.name] = kept;
    else errors[field.name] = messages.enterInFull(field.title ?? field.name);
  }
  return Object.keys(errors).length > 0 ? { errors } : { answers: restored };
}

function sendsMaskedAnswer(fields: readonly FieldDefinition[], answers: Answers): boolean {
  return fields.some((field) => isMaskedAnswer(field, answers[field.name]));
}

/**
 * Saves a page as every questionnaire does: only what its definition describes (meta fields,
 * unknown keys and hidden answers dropped), validated with the browser's rules, the type check
 * first (422 with per-field messages), based on the version it names (409 with the server's
 * copy otherwise), a sensitive answer sent masked keeping the saved one. The only way page
 * answers are stored.
 */
export async function savePage(reply: FastifyReply, save: PageSave) {
  const { pages, owner, page, body, meta } = save;
  const answers = describedAnswers(page.fields, body);
  let errors = validatePage(page, answers);
  let stored = answers;
  const baseVersion = body.updated_at ? new Date(body.updated_at) : null;
  if (
    Object.keys(errors).length === 0 &&
    (save.prepare || sendsMaskedAnswer(page.fields, answers))
  ) {
    // What prepare does (page5 creates the account) is not undone by a conflict at the save,
    // and a masked answer stands for one of the version the save is based on: a save based on
    // another version is refused before either.
    const current = await pages.find(owner, page.id);
    if (!isAtVersion(current, baseVersion)) return conflict(reply, page, current, meta);
    const restored = withSavedSensitiveAnswers(page.fields, answers, current?.answers ?? {});
    if ('errors' in restored) errors = restored.errors;
    else if (!save.prepare) stored = restored.answers;
    else {
      const prepared = await save.prepare(restored.answers);
      if ('refused' in prepared) {
        return reply.code(prepared.refused.status).send({ message: prepared.refused.message });
      }
      if ('errors' in prepared) errors = prepared.errors;
      else stored = prepared.store;
    }
  }
  if (Object.keys(errors).length > 0) {
    return reply.code(422).send({ message: 'Please correct the highlighted fields', errors });
  }
  const outcome = await pages.save(owner, page.id, stored, baseVersion);
  if (outcome.kind === 'conflict') return conflict(reply, page, outcome.current, meta);
  return presentPage(page, outcome.page, meta);
}

/**
 * What every questionnaire page route's schema says besides its parameters: where the page's
 * fields are described (the component schema Page_<flow>_<page>, which the client reads too)
 * and the saved page it answers.
 */
export function pageRouteSchema(flow: string) {
  return {
    'x-page-schema-prefix': pageSchemaName(`${flow}/`),
    description: `The page's fields are the component schema ${pageSchemaName(`${flow}/`)}<page>.`,
    response: {
      200: savedPageAnswer,
    },
  } as const;
}
