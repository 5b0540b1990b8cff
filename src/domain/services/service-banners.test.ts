import { describe, expect, it } from 'vitest';
import { PRODUCT_KEYS, type ProductKey } from '../checkout/product-keys';
import {
  awaitsSignatures,
  OPERATING_AGREEMENT_SIGNATURE_BANNER,
  rejectedNotice,
  serviceBanner,
} from './service-banners';
import { SERVICE_STATUSES } from './service-statuses';

/** Dashboard §4 "Banner texts", row by row; every other product and status has no banner. */
const BANNER_TEXTS: [ProductKey, string, string][] = [
  ['REGISTERED_AGENT', 'SUBMITTED', 'Preparing Your Agent Appointment'],
  ['REGISTERED_AGENT', 'IN_PROGRESS', 'Pending State Review'],
  ['EIN_APPLICATION', 'SUBMITTED', 'Preparing Your IRS Filing'],
  ['EIN_APPLICATION', 'IN_PROGRESS', 'Under IRS Review'],
  ['EIN_APPLICATION', 'ACTIVE', 'EIN Assigned'],
  ['LLC_FORMATION', 'SUBMITTED', 'Preparing Your State Filing'],
  ['LLC_FORMATION', 'IN_PROGRESS', 'Pending State Review'],
  ['CERT_GOOD_STANDING', 'SUBMITTED', 'Certificate of Good Standing is generating'],
  ['CERT_GOOD_STANDING', 'IN_PROGRESS', 'Pending State Review'],
  ['LLC_OPERATING_AGREEMENT', 'SUBMITTED', OPERATING_AGREEMENT_SIGNATURE_BANNER],
  ['LLC_OPERATING_AGREEMENT', 'IN_PROGRESS', OPERATING_AGREEMENT_SIGNATURE_BANNER],
];

const expectedText = (key: ProductKey, status: string) =>
  BANNER_TEXTS.find(([k, s]) => k === key && s === status)?.[2] ?? null;

const EVERY_CASE = PRODUCT_KEYS.flatMap((key) =>
  [...SERVICE_STATUSES, undefined].map((status) => [key, status] as const),
);

describe('status banners (dashboard §4 "Banner texts")', () => {
  it.each(EVERY_CASE)('%s %s', (key, status) => {
    const banner = serviceBanner(key, status);
    expect(banner?.text ?? null).toBe(status === undefined ? null : expectedText(key, status));
  });

  it('reads statuses in any case', () => {
    expect(serviceBanner('EIN_APPLICATION', 'in_progress')?.text).toBe('Under IRS Review');
  });

  it('says the certificate is emailed when ready, and formation is checked before filing', () => {
    expect(serviceBanner('CERT_GOOD_STANDING', 'SUBMITTED')?.detail).toMatch(/email/);
    expect(serviceBanner('LLC_FORMATION', 'SUBMITTED')?.detail).toMatch(/before it is sent/);
  });

  it('tells the members where to find the signature request, spam included', () => {
    expect(OPERATING_AGREEMENT_SIGNATURE_BANNER).toMatch(/all members/);
    expect(OPERATING_AGREEMENT_SIGNATURE_BANNER).toMatch(/document-signing provider/);
    expect(OPERATING_AGREEMENT_SIGNATURE_BANNER).toMatch(/email, including your spam folder/);
  });

  it.each(EVERY_CASE)('spinner for %s %s only while the certificate generates', (key, status) => {
    expect(serviceBanner(key, status)?.spinner ?? false).toBe(
      key === 'CERT_GOOD_STANDING' && status === 'SUBMITTED',
    );
  });
});

describe('rejected block (dashboard §4 "Rejected messages")', () => {
  it.each<[ProductKey, string, RegExp]>([
    ['REGISTERED_AGENT', 'Rejected by State', /^The state did not approve/],
    ['LLC_FORMATION', 'Rejected by State', /^The state did not approve/],
    ['EIN_APPLICATION', 'Rejected by IRS', /^The IRS did not approve/],
    ['BIZ_LICENSE_REPORT', 'Request Not Approved', /^This request was not approved/],
    ['LLC_OPERATING_AGREEMENT', 'Request Not Approved', /^This request was not approved/],
    ['LLC_AMENDMENT', 'Request Not Approved', /^This request was not approved/],
    ['LLC_ANNUAL_REPORT', 'Request Not Approved', /^This request was not approved/],
    ['CERT_GOOD_STANDING', 'Request Not Approved', /^This request was not approved/],
    ['DOC_LIBRARY', 'Request Not Approved', /^This request was not approved/],
    ['EXPERT_REVIEW', 'Request Not Approved', /^This request was not approved/],
    ['BUSINESS_HUB', 'Request Not Approved', /^This request was not approved/],
  ])('%s: %s, advising support to resubmit', (key, title, message) => {
    const notice = rejectedNotice(key);
    expect(notice.title).toBe(title);
    expect(notice.message).toMatch(message);
    expect(notice.message).toMatch(/contact support .* resubmit\.$/);
    expect(notice).toMatchObject({ actionLabel: 'Contact Support', actionPath: '/help-center' });
  });
});

describe("a card waiting for its members' signatures (decision 0050)", () => {
  it('is the operating agreement from when it is sent until the last member has signed', () => {
    const waiting = SERVICE_STATUSES.filter((status) =>
      awaitsSignatures('LLC_OPERATING_AGREEMENT', status),
    );
    expect(waiting).toEqual(['SUBMITTED', 'IN_PROGRESS']);
    expect(awaitsSignatures('LLC_OPERATING_AGREEMENT', 'in_progress')).toBe(true);
    expect(awaitsSignatures('LLC_OPERATING_AGREEMENT', undefined)).toBe(false);
    expect(PRODUCT_KEYS.filter((key) => awaitsSignatures(key, 'SUBMITTED'))).toEqual([
      'LLC_OPERATING_AGREEMENT',
    ]);
  });
});
