import { describe, expect, it } from 'vitest';
import { PRODUCT_KEYS, type ProductKey } from '../checkout/product-keys';
import { catalogueItem } from './service-catalogue';
import {
  canContinue,
  continuesNow,
  FORMATION_FIRST,
  formationRequiredNotice,
  formationFiled,
  heldBackNotice,
  isBoughtStatus,
  isContinueDisabled,
  showsEstimatedTimeBox,
  successModalAction,
  successModalNeedsActiveLlc,
} from './formation-rules';
import { SERVICE_STATUSES } from './service-statuses';

/** Every formation status the server may send, and none (formation not bought). */
const FORMATION_STATUSES = [...SERVICE_STATUSES, undefined];
type FormationStatus = (typeof FORMATION_STATUSES)[number];

/** Every formation status × every product: the rules below are checked on all of them. */
const EVERY_CASE = PRODUCT_KEYS.flatMap((key) =>
  FORMATION_STATUSES.map((formation) => [key, formation] as const),
);

// The spec's wording turned into sets of formation statuses.
const ANY: ReadonlySet<FormationStatus> = new Set(FORMATION_STATUSES);
const NONE: ReadonlySet<FormationStatus> = new Set();
const AT_LEAST_PURCHASED: ReadonlySet<FormationStatus> = new Set(
  SERVICE_STATUSES.filter((status) => status !== 'NOT_STARTED'),
);
const ACTIVE: ReadonlySet<FormationStatus> = new Set(['ACTIVE']);
const PURCHASED_OR_ACTIVE: ReadonlySet<FormationStatus> = new Set(['PURCHASED', 'ACTIVE']);
const PURCHASED: ReadonlySet<FormationStatus> = new Set(['PURCHASED']);
const NEITHER_PURCHASED_NOR_ACTIVE: ReadonlySet<FormationStatus> = new Set(
  FORMATION_STATUSES.filter((status) => status !== 'PURCHASED' && status !== 'ACTIVE'),
);

/** When Continue is offered by the Learn More modal of a bought service. */
const CONTINUABLE_WHEN: Record<ProductKey, ReadonlySet<FormationStatus>> = {
  LLC_FORMATION: ANY, // "Formation and document library can always be continued"
  DOC_LIBRARY: ANY,
  BUSINESS_HUB: ANY,
  EXPERT_REVIEW: ANY,
  EIN_APPLICATION: AT_LEAST_PURCHASED, // "once formation is at least PURCHASED"
  BIZ_LICENSE_REPORT: AT_LEAST_PURCHASED,
  LLC_AMENDMENT: ACTIVE, // "need formation ACTIVE"
  LLC_ANNUAL_REPORT: ACTIVE,
  LLC_OPERATING_AGREEMENT: ACTIVE,
  REGISTERED_AGENT: ACTIVE,
  CERT_GOOD_STANDING: ACTIVE,
};

/** When Continue is enabled ("disabled unless formation is ACTIVE, except …"). */
const ENABLED_WHEN: Record<ProductKey, ReadonlySet<FormationStatus>> = {
  DOC_LIBRARY: ANY,
  BUSINESS_HUB: ANY,
  LLC_FORMATION: PURCHASED_OR_ACTIVE,
  EXPERT_REVIEW: PURCHASED_OR_ACTIVE,
  EIN_APPLICATION: PURCHASED_OR_ACTIVE,
  BIZ_LICENSE_REPORT: PURCHASED_OR_ACTIVE,
  LLC_AMENDMENT: ACTIVE,
  LLC_ANNUAL_REPORT: ACTIVE,
  LLC_OPERATING_AGREEMENT: ACTIVE,
  REGISTERED_AGENT: ACTIVE,
  CERT_GOOD_STANDING: ACTIVE,
};

/** When the success modal says 'LLC needs to be Active'. */
const NEEDS_ACTIVE_LLC_WHEN: Record<ProductKey, ReadonlySet<FormationStatus>> = {
  REGISTERED_AGENT: NEITHER_PURCHASED_NOR_ACTIVE,
  LLC_AMENDMENT: NEITHER_PURCHASED_NOR_ACTIVE,
  LLC_ANNUAL_REPORT: NEITHER_PURCHASED_NOR_ACTIVE,
  LLC_OPERATING_AGREEMENT: NEITHER_PURCHASED_NOR_ACTIVE,
  CERT_GOOD_STANDING: NEITHER_PURCHASED_NOR_ACTIVE,
  LLC_FORMATION: NONE,
  EIN_APPLICATION: NONE,
  BIZ_LICENSE_REPORT: NONE,
  DOC_LIBRARY: NONE,
  EXPERT_REVIEW: NONE,
  BUSINESS_HUB: NONE,
};

/** The 'formation required' notice, shown only while the formation is PURCHASED. */
const NOTICES: Record<ProductKey, string | null> = {
  EIN_APPLICATION:
    'You need to finish your business formation before you can complete your EIN filing.',
  BIZ_LICENSE_REPORT:
    'You need to finish your business formation before you can complete your business license report.',
  REGISTERED_AGENT:
    'You need to finish your business formation before you can appoint your registered agent.',
  LLC_OPERATING_AGREEMENT:
    'You need to finish your business formation before you can complete your operating agreement.',
  LLC_AMENDMENT:
    'You need to finish your business formation before you can file your articles of amendment.',
  LLC_ANNUAL_REPORT:
    'You need to finish your business formation before you can file your annual report.',
  CERT_GOOD_STANDING:
    'You need to finish your business formation before you can request your certificate of good standing.',
  EXPERT_REVIEW:
    'You need to finish your business formation before our experts can review your filing.',
  LLC_FORMATION: null,
  DOC_LIBRARY: null,
  BUSINESS_HUB: null,
};

/** When a PURCHASED service's modal shows the estimated-time box. */
const TIME_BOX_WHEN: Record<ProductKey, ReadonlySet<FormationStatus>> = {
  LLC_FORMATION: ANY,
  DOC_LIBRARY: ANY,
  EIN_APPLICATION: ANY,
  BIZ_LICENSE_REPORT: ANY,
  LLC_AMENDMENT: ACTIVE,
  LLC_ANNUAL_REPORT: ACTIVE,
  LLC_OPERATING_AGREEMENT: ACTIVE,
  REGISTERED_AGENT: NONE,
  CERT_GOOD_STANDING: NONE,
  EXPERT_REVIEW: NONE,
  BUSINESS_HUB: NONE,
};

/** Services whose success modal sends to formation while it is only purchased. */
const GO_TO_FORMATION_WHEN: Record<ProductKey, ReadonlySet<FormationStatus>> = {
  LLC_FORMATION: NONE,
  DOC_LIBRARY: NONE,
  BUSINESS_HUB: NONE,
  EIN_APPLICATION: PURCHASED,
  BIZ_LICENSE_REPORT: PURCHASED,
  REGISTERED_AGENT: PURCHASED,
  LLC_AMENDMENT: PURCHASED,
  LLC_ANNUAL_REPORT: PURCHASED,
  LLC_OPERATING_AGREEMENT: PURCHASED,
  CERT_GOOD_STANDING: PURCHASED,
  EXPERT_REVIEW: PURCHASED,
};

describe('rules depending on formation status (dashboard §4)', () => {
  it.each(EVERY_CASE)('canContinue %s, formation %s', (key, formation) => {
    expect(canContinue(key, formation)).toBe(CONTINUABLE_WHEN[key].has(formation));
  });

  it.each(EVERY_CASE)('isContinueDisabled %s, formation %s', (key, formation) => {
    expect(isContinueDisabled(key, formation)).toBe(!ENABLED_WHEN[key].has(formation));
  });

  it('never enables a Continue the modal does not offer', () => {
    for (const [key, formation] of EVERY_CASE) {
      if (!canContinue(key, formation)) expect(isContinueDisabled(key, formation)).toBe(true);
    }
  });

  it.each(EVERY_CASE)('continuesNow %s, formation %s', (key, formation) => {
    expect(continuesNow(key, formation)).toBe(
      CONTINUABLE_WHEN[key].has(formation) && ENABLED_WHEN[key].has(formation),
    );
  });

  it.each(EVERY_CASE)('heldBackNotice %s, formation %s', (key, formation) => {
    const heldBack = !(CONTINUABLE_WHEN[key].has(formation) && ENABLED_WHEN[key].has(formation));
    const notice = formation === 'PURCHASED' ? NOTICES[key] : null;
    expect(heldBackNotice(key, formation)).toBe(heldBack ? (notice ?? FORMATION_FIRST) : null);
  });

  it.each(EVERY_CASE)('successModalNeedsActiveLlc %s, formation %s', (key, formation) => {
    expect(successModalNeedsActiveLlc(key, formation)).toBe(
      NEEDS_ACTIVE_LLC_WHEN[key].has(formation),
    );
  });

  it.each(EVERY_CASE)('formationRequiredNotice %s, formation %s', (key, formation) => {
    expect(formationRequiredNotice(key, formation)).toBe(
      formation === 'PURCHASED' ? NOTICES[key] : null,
    );
  });

  it.each(EVERY_CASE)('showsEstimatedTimeBox %s, formation %s', (key, formation) => {
    expect(showsEstimatedTimeBox(key, 'PURCHASED', formation)).toBe(
      TIME_BOX_WHEN[key].has(formation),
    );
    for (const status of [...SERVICE_STATUSES, undefined]) {
      if (status !== 'PURCHASED') expect(showsEstimatedTimeBox(key, status, formation)).toBe(false);
    }
  });

  it.each(EVERY_CASE)('successModalAction %s, formation %s', (key, formation) => {
    const action = successModalAction(key, formation);
    if (GO_TO_FORMATION_WHEN[key].has(formation)) {
      expect(action).toEqual({
        label: 'Go to Business Formation',
        path: '/formation/page1',
        disabled: false,
      });
    } else {
      expect(action).toEqual({
        label: 'Continue',
        path: catalogueItem(key).flowPath,
        disabled: !ENABLED_WHEN[key].has(formation),
      });
    }
  });

  it('reads the formation status in any case', () => {
    expect(canContinue('LLC_AMENDMENT', 'active')).toBe(true);
    expect(isContinueDisabled('EIN_APPLICATION', 'purchased')).toBe(false);
    expect(formationRequiredNotice('EIN_APPLICATION', 'Purchased ')).toBe(NOTICES.EIN_APPLICATION);
    expect(showsEstimatedTimeBox('LLC_AMENDMENT', 'purchased', 'active')).toBe(true);
  });

  it('sends the templates purchase to the templates (dashboard §2)', () => {
    expect(successModalAction('DOC_LIBRARY', undefined)).toEqual({
      label: 'Continue',
      path: '/templates',
      disabled: false,
    });
  });
});

describe('isBoughtStatus', () => {
  it('holds every status bought but none and NOT_STARTED, in any case', () => {
    expect(isBoughtStatus(undefined)).toBe(false);
    expect(isBoughtStatus('')).toBe(false);
    expect(isBoughtStatus(' not_started ')).toBe(false);
    for (const status of ['PURCHASED', 'submitted', 'REJECTED', 'ACTIVE']) {
      expect(isBoughtStatus(status)).toBe(true);
    }
  });
});

describe('formationFiled (the licence teaser counts for a business record)', () => {
  it('holds once the formation is past PURCHASED, not before', () => {
    for (const filed of [
      'SUBMITTED',
      'PENDING',
      'IN_PROGRESS',
      'ACTIVE',
      'COMPLETED',
      'REJECTED',
    ]) {
      expect(formationFiled(filed)).toBe(true);
    }
    for (const notYet of [undefined, 'NOT_STARTED', 'PURCHASED']) {
      expect(formationFiled(notYet)).toBe(false);
    }
  });
});
