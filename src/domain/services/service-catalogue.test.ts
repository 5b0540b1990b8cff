import { describe, expect, it } from 'vitest';
import { PRODUCT_KEYS, type ProductKey } from '../checkout/product-keys';
import { productTitle } from '../checkout/product-titles';
import { catalogueItem, SERVICE_CATALOGUE, whyChooseHeading } from './service-catalogue';

describe('the service catalogue (dashboard §1, §3)', () => {
  it('has one item per product key, in their order, titled as everywhere else', () => {
    expect(SERVICE_CATALOGUE.map((item) => item.productKey)).toEqual([...PRODUCT_KEYS]);
    for (const item of SERVICE_CATALOGUE) {
      expect(item.title).toBe(productTitle(item.productKey));
      expect(catalogueItem(item.productKey)).toBe(item);
    }
  });

  it('describes every service with a sentence and three or four features', () => {
    for (const item of SERVICE_CATALOGUE) {
      expect(item.description).toMatch(/^[A-Z].{30,}\.$/);
      expect(item.features.length).toBeGreaterThanOrEqual(3);
      expect(item.features.length).toBeLessThanOrEqual(4);
      expect(new Set(item.features).size).toBe(item.features.length);
      expect(item.buttonText).not.toBe('');
    }
  });

  // Dashboard §9 "Display prices".
  it.each<[ProductKey, number, number]>([
    ['REGISTERED_AGENT', 9900, 9900],
    ['LLC_AMENDMENT', 9900, 4900],
    ['LLC_ANNUAL_REPORT', 9900, 4900],
    ['BIZ_LICENSE_REPORT', 9900, 9900],
    ['LLC_OPERATING_AGREEMENT', 4900, 4900],
    ['EIN_APPLICATION', 9900, 15000],
    ['LLC_FORMATION', 9900, 9900],
    ['CERT_GOOD_STANDING', 9900, 4900],
    ['DOC_LIBRARY', 9900, 4900],
    ['EXPERT_REVIEW', 9900, 9900],
    ['BUSINESS_HUB', 0, 0],
  ])('%s costs %i cents in the modal and %i on the card', (key, modal, card) => {
    expect(catalogueItem(key)).toMatchObject({ modalPriceCents: modal, cardPriceCents: card });
  });

  it('bills only the registered agent yearly after a free year', () => {
    const yearly = SERVICE_CATALOGUE.filter((item) => item.billing === 'yearly-after-free-year');
    expect(yearly.map((item) => item.productKey)).toEqual(['REGISTERED_AGENT']);
  });

  // Dashboard §9 "Estimated times".
  it.each<[ProductKey, string]>([
    ['CERT_GOOD_STANDING', '3 days'],
    ['DOC_LIBRARY', '3 days'],
    ['EXPERT_REVIEW', '3 days'],
    ['LLC_FORMATION', '3 minutes'],
    ['EIN_APPLICATION', '3 minutes'],
    ['REGISTERED_AGENT', '3 minutes'],
    ['BIZ_LICENSE_REPORT', '3 minutes'],
    ['LLC_OPERATING_AGREEMENT', '3 minutes'],
    ['LLC_AMENDMENT', '3 minutes'],
    ['LLC_ANNUAL_REPORT', '3 minutes'],
    ['BUSINESS_HUB', '3 minutes'],
  ])('%s takes about %s', (key, time) => {
    expect(catalogueItem(key).estimatedTime).toBe(time);
  });

  // Dashboard §2 "Card targets"; the review areas of foundation §2 for the others.
  it.each<[ProductKey, string, string, string, string]>([
    ['LLC_FORMATION', 'flow', '/formation/page1', 'View Profile', '/business-profile'],
    ['EIN_APPLICATION', 'flow', '/ein/page1', 'View Profile', '/business-profile'],
    [
      'BIZ_LICENSE_REPORT',
      'flow',
      '/business-license/industry',
      'View Report',
      '/documents/business-license-report',
    ],
    ['LLC_AMENDMENT', 'flow', '/amendment/review', 'View Profile', '/business-profile'],
    [
      'LLC_ANNUAL_REPORT',
      'flow',
      '/annual-report/review',
      'View Documents',
      '/documents/all-documents',
    ],
    ['REGISTERED_AGENT', 'flow', '/registered-agent/review', 'View Profile', '/business-profile'],
    [
      'LLC_OPERATING_AGREEMENT',
      'flow',
      '/operating-agreement/review',
      'View Documents',
      '/documents/all-documents',
    ],
    [
      'CERT_GOOD_STANDING',
      'flow',
      '/certificate-of-good-standing/review',
      'View Documents',
      '/documents/all-documents',
    ],
    ['DOC_LIBRARY', 'content', '/templates', 'View Templates', '/templates'],
    ['EXPERT_REVIEW', 'add-on', '/formation/page1', 'View Documents', '/documents/all-documents'],
    ['BUSINESS_HUB', 'content', '/business-hub', 'Open Business Hub', '/business-hub'],
  ])('%s is a %s service at %s; once active: %s at %s', (key, type, flow, label, path) => {
    expect(catalogueItem(key)).toMatchObject({
      type,
      flowPath: flow,
      activeLabel: label,
      activePath: path,
    });
  });

  it('heads the features "Why Choose {title}?"', () => {
    expect(whyChooseHeading('EIN_APPLICATION')).toBe('Why Choose EIN / Tax ID?');
    expect(whyChooseHeading('LLC_FORMATION')).toBe('Why Choose Business Formation?');
  });
});
