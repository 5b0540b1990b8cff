import { serviceNameOf } from '../../../src/domain/services/service-names';
import { FORMATION_REQUIRED_NOTICES } from '../../../src/domain/services/formation-rules';
import type { Database } from '../../db/database';
import { ownerFormedBusiness } from '../../services/formed-business';

export const OPERATING_AGREEMENT_SERVICE = serviceNameOf('LLC_OPERATING_AGREEMENT');

/** Why an owner who has not bought the operating agreement cannot prepare or send it (403). */
export const AGREEMENT_NOT_PURCHASED =
  'Please purchase the operating agreement before preparing it';

/** The spec's 'formation required' notice of the operating agreement (dashboard §4). */
export const AGREEMENT_NEEDS_FORMATION = FORMATION_REQUIRED_NOTICES.LLC_OPERATING_AGREEMENT;

/**
 * What the agreement needs before anything is written (dashboard §4: the operating agreement
 * needs the formation ACTIVE): an active formation and the business it formed, whose name,
 * state and registered agent the agreement states. Otherwise 409 with the spec's notice.
 */
export const formedBusiness = (db: Database, individualId: number) =>
  ownerFormedBusiness(db, individualId, AGREEMENT_NEEDS_FORMATION);
