import { afterEach, describe, expect, it } from 'vitest';
import { clearOwnerData } from './owner-data';
import {
  addTemporaryPurchases,
  subscribeTemporaryPurchases,
  temporaryPurchases,
} from './temporary-purchases';

afterEach(() => sessionStorage.clear());

describe('the temporary purchased list', () => {
  it('keeps the product keys bought in this tab, not the state fees', () => {
    addTemporaryPurchases(['EIN_APPLICATION', 'TX-STATE']);
    addTemporaryPurchases(['EIN_APPLICATION', 'CERT_GOOD_STANDING']);
    expect(temporaryPurchases()).toEqual(['EIN_APPLICATION', 'CERT_GOOD_STANDING']);
  });

  it('tells its subscribers, and returns the same list while nothing changed', () => {
    const seen: number[] = [];
    const unsubscribe = subscribeTemporaryPurchases(() => seen.push(temporaryPurchases().length));
    addTemporaryPurchases(['REGISTERED_AGENT']);
    unsubscribe();
    expect(seen).toEqual([1]);
    expect(temporaryPurchases()).toBe(temporaryPurchases());
  });

  it('drops what is not a product key when the stored copy was tampered with', () => {
    sessionStorage.setItem('charter:temp-purchased-products', '["EIN_APPLICATION", 7, "NOPE"]');
    expect(temporaryPurchases()).toEqual(['EIN_APPLICATION']);
    sessionStorage.setItem('charter:temp-purchased-products', '{not json');
    expect(temporaryPurchases()).toEqual([]);
  });

  it('is forgotten when the owner signs out', async () => {
    addTemporaryPurchases(['EIN_APPLICATION']);
    await clearOwnerData('signed-out');
    expect(temporaryPurchases()).toEqual([]);
  });
});
