import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installTestConfig, signIn } from '../../tests/support/render-at-path';
import { countyName, geocodeCounty } from './geocode-county';

const AUSTIN = { street: '100 Congress Ave', city: 'Austin', state: 'Texas', zip: '78701' };

describe('the county of a business address (spec foundation §7, §8)', () => {
  beforeEach(() => {
    installTestConfig();
    signIn();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is found in Charter’s ZIP data without a Google key, named as the state names it', async () => {
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        asked.push(String(input));
        return Response.json({ county: 'Travis', state: 'TX' });
      }),
    );
    expect(await geocodeCounty(AUSTIN)).toEqual({ county: 'Travis County' });
    expect(asked).toEqual(['/api/v1/geo/county?zip=78701']);
  });

  it("fails in the spec's words: the reason the service gives, or the error when none answers", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ message: 'No county is known for this ZIP code' }, { status: 404 }),
      ),
    );
    expect(await geocodeCounty({ ...AUSTIN, zip: '00000' })).toEqual({
      failure: 'Geocoding failed: No county is known for this ZIP code',
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    expect(await geocodeCounty(AUSTIN)).toEqual({ failure: 'Geocoding error: Failed to fetch' });
  });

  it('names parishes and boroughs as Louisiana and Alaska do, and keeps a name that says it', () => {
    expect(countyName('Orleans', 'LA')).toBe('Orleans Parish');
    expect(countyName('Matanuska-Susitna', 'Alaska')).toBe('Matanuska-Susitna Borough');
    expect(countyName('St. Louis (city)', 'MO')).toBe('St. Louis (city)');
    expect(countyName('King County', 'WA')).toBe('King County');
  });
});
