import { describe, expect, it } from 'vitest';
import {
  canBuyAgain,
  canResubmit,
  orderEnded,
  rejectionReason,
  supportRequestAboutRejection,
} from './service-orders';

describe('when a service is bought again (decision 0085)', () => {
  it('ends an order at ACTIVE or REJECTED, in any case, and never earlier', () => {
    expect(['ACTIVE', 'rejected', ' Active '].map(orderEnded)).toEqual([true, true, true]);
    expect(
      ['PURCHASED', 'SUBMITTED', 'IN_PROGRESS', 'PENDING', 'COMPLETED'].map(orderEnded),
    ).toEqual([false, false, false, false, false]);
  });

  it('sells a service needed again once its last order ended, never while one is open', () => {
    for (const key of [
      'LLC_ANNUAL_REPORT',
      'CERT_GOOD_STANDING',
      'LLC_AMENDMENT',
      'BIZ_LICENSE_REPORT',
    ] as const) {
      expect(canBuyAgain(key, 'ACTIVE')).toBe(true);
      expect(canBuyAgain(key, 'REJECTED')).toBe(true);
      expect(canBuyAgain(key, 'SUBMITTED')).toBe(false);
    }
  });

  it('sells a service had once per business again only after a rejection', () => {
    for (const key of ['LLC_FORMATION', 'EIN_APPLICATION', 'LLC_OPERATING_AGREEMENT'] as const) {
      expect(canBuyAgain(key, 'ACTIVE')).toBe(false);
      expect(canBuyAgain(key, 'REJECTED')).toBe(true);
      expect(canBuyAgain(key, 'PURCHASED')).toBe(false);
    }
  });
});

describe('fixing a rejection (decision 0090)', () => {
  const step = (status: string, reason: string | null = null) => ({ status, reason });

  it('reopens a rejected order once, and says the latest reason', () => {
    const once = [step('PURCHASED'), step('SUBMITTED'), step('REJECTED', 'Name taken')];
    expect(canResubmit('REJECTED', once)).toBe(true);
    expect(rejectionReason(once)).toBe('Name taken');
    const twice = [...once, step('SUBMITTED'), step('REJECTED', 'Agent address is a P.O. box')];
    expect(canResubmit('REJECTED', twice)).toBe(false);
    expect(rejectionReason(twice)).toBe('Agent address is a P.O. box');
    expect(canResubmit('SUBMITTED', once)).toBe(false);
    expect(rejectionReason([step('PURCHASED')])).toBeNull();
  });

  it('asks support about the order, quoting its reason', () => {
    expect(supportRequestAboutRejection('EIN / Tax ID', 'No match')).toBe(
      '/submit-request?question=About+my+rejected+EIN+%2F+Tax+ID+order.+The+reason+given%3A+No+match',
    );
    expect(supportRequestAboutRejection('Business Formation', null)).toBe(
      '/submit-request?question=About+my+rejected+Business+Formation+order',
    );
  });
});
