import {
  AGENT_DATA_MISSING,
  agentDataProblem,
  AMENDMENT_PAGE_NAMES,
  answersChange,
  isAmendmentPage,
} from '../../../src/domain/amendment/amendment-rules';
import { amendmentFiled } from '../../../src/domain/contracts/filing-answers';
import { AMENDMENT_FLOW } from '../../../src/domain/flows/amendment-flow';
import { flowPageId } from '../../../src/domain/flows/flow';
import { officialBusinessName } from '../../../src/domain/questionnaire/formatting';
import { messages } from '../../../src/domain/questionnaire/messages';
import type { Answers, PageDefinition } from '../../../src/domain/questionnaire/page-definition';
import { FORMATION_REQUIRED_NOTICES } from '../../../src/domain/services/formation-rules';
import type { Prepared } from '../../api/page-save';
import type { Database } from '../../db/database';
import { businessAmendments } from '../../db/schema';
import { businessNameKey } from '../../services/business-name';
import { businessRecord, type Business } from '../../services/businesses';
import { isNameHeld, lockName } from '../../services/held-names';
import type { FlowFiling } from '../../services/flow-submissions';
import { activeFormationBusiness } from '../../services/formed-business';
import { columnsOf, pageEditability, recordPages } from './amendment-record';

/** Why an owner who has not bought the amendment cannot file it (403). */
export const AMENDMENT_NOT_PURCHASED =
  'Please purchase the articles of amendment before filing them';
/** Why a second filing is refused while the first is with the state (409). */
export const AMENDMENT_ALREADY_FILED = 'Your articles of amendment have already been filed';
/** Why an amendment that changes nothing is not filed (422). */
export const AMENDMENT_CHANGES_NOTHING =
  'Your amendment changes nothing yet: edit at least one section before filing it';

/** The amendment needs the formation ACTIVE (spec dashboard §4), with the business it formed. */
export const amendableBusiness = activeFormationBusiness(FORMATION_REQUIRED_NOTICES.LLC_AMENDMENT);

const fieldNames = (definition: PageDefinition) => definition.fields.map((field) => field.name);

/**
 * Whether a name is held in the business's state by another business or another owner's
 * pending amendment (the business's own name and own pending change never count).
 */
const nameTaken = (db: Database, business: Business, name: string) =>
  isNameHeld(db, business.stateCode, name, {
    businessId: business.id,
    individualId: business.individualId!,
  });

/**
 * What an amendment page's save checks beyond the page's rules (decision 0053): the formation
 * ACTIVE (409), the section editable in the business's state (409 with '{state} does not allow
 * editing of {section}'), a new name free in the state (422 on business_name, as at formation),
 * the official name rebuilt from name and identifier; and data_changed set by the server:
 * whether the answers differ from the business record (what the client sends is not trusted).
 */
export function amendmentPageCheck(db: Database) {
  return (individualId: number, definition: PageDefinition) =>
    async (answers: Answers): Promise<Prepared> => {
      const found = await amendableBusiness(db, individualId);
      if ('refused' in found)
        return { refused: { status: 409, message: found.refused.body.message } };
      const business = found.context;
      const page = definition.id.slice(`${AMENDMENT_FLOW.key}/`.length);
      if (!isAmendmentPage(page)) return { store: answers };
      const editability = pageEditability(business, page);
      if (!editability.editable) return { refused: { status: 409, message: editability.message } };
      const store = { ...answers };
      if (page === 'page1') {
        store.official_business_name = officialBusinessName(
          String(answers.business_name ?? ''),
          String(answers.legal_identifier ?? ''),
        );
        if (await nameTaken(db, business, String(answers.business_name ?? ''))) {
          return { errors: { business_name: messages.nameUnavailable } };
        }
      }
      const onRecord = recordPages(businessRecord(business))[page];
      store.data_changed = answersChange(fieldNames(definition), store, onRecord);
      return { store };
    };
}

/**
 * The amendment's part of the submission (POST /v1/amendment/submit, decision 0053): after the
 * checks every flow shares (403 not bought, 409 filed already, 422 answers) and the formation
 * ACTIVE (409), it files the sections whose answers differ from the business record (compared
 * again here, never taken from data_changed), refusing an amendment that changes nothing, a name
 * held since (by a business or another owner's pending amendment, the name locked from the
 * check to the filing: decision 0056), or an agent without data (422). A filed renaming holds
 * its name until it is applied or rejected. The business changes only when the state approves
 * (the back office sets the amendment ACTIVE: applyFiledAmendment).
 */
export const AMENDMENT_FILING: FlowFiling<Business, typeof amendmentFiled> = {
  notPurchased: AMENDMENT_NOT_PURCHASED,
  alreadySubmitted: AMENDMENT_ALREADY_FILED,
  prerequisite: amendableBusiness,
  async file(db, { individualId, answersOf, definitionOf, submittedAt, context: business }) {
    const onRecord = recordPages(businessRecord(business));
    if (agentDataProblem(onRecord.page5)) {
      return { refused: { status: 422, body: { message: AGENT_DATA_MISSING } } };
    }
    const changed = AMENDMENT_PAGE_NAMES.filter(
      (page) =>
        pageEditability(business, page).editable &&
        answersChange(fieldNames(definitionOf(page)), answersOf(page), onRecord[page]),
    );
    if (changed.length === 0) {
      return { refused: { status: 422, body: { message: AMENDMENT_CHANGES_NOTHING } } };
    }
    const changes = Object.assign({}, ...changed.map((page) => columnsOf(page, answersOf(page))));
    const name = changes.businessName as string | undefined;
    if (name !== undefined) await lockName(db, business.stateCode, name);
    if (name !== undefined && (await nameTaken(db, business, name))) {
      return {
        refused: {
          status: 422,
          body: {
            message: messages.nameUnavailable,
            errors: {
              [flowPageId(AMENDMENT_FLOW, 'page1')]: { business_name: messages.nameUnavailable },
            },
          },
        },
      };
    }
    const [filed] = await db
      .insert(businessAmendments)
      .values({
        businessId: business.id,
        individualId,
        changes,
        nameKey: name === undefined ? null : businessNameKey(name),
        submittedAt,
      })
      .returning({ id: businessAmendments.id });
    return {
      body: { amendment_id: filed!.id, business_id: business.id, changed_sections: changed },
    };
  },
  response: amendmentFiled,
};
