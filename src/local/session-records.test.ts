import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSessionRecords, sessionRecord, sessionText } from './session-records';

const order = sessionRecord('test:order', {
  type: 'object',
  properties: { id: { type: 'integer' }, lines: { type: 'array', items: { type: 'string' } } },
  required: ['id', 'lines'],
});

const draft = sessionRecord((owner: number) => `test:draft:${owner}`, { type: 'string' });

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('a session record', () => {
  it('reads back what was written, as JSON under its key', () => {
    expect(order.write({ id: 7, lines: ['EIN_APPLICATION'] })).toBe(true);
    expect(order.read()).toEqual({ id: 7, lines: ['EIN_APPLICATION'] });
    expect(sessionStorage.getItem('test:order')).toBe('{"id":7,"lines":["EIN_APPLICATION"]}');
  });

  it('keeps the properties its schema does not name', () => {
    sessionStorage.setItem('test:order', '{"id":7,"lines":[],"total":100}');
    expect(order.read()).toEqual({ id: 7, lines: [], total: 100 });
  });

  it('reads as none when missing, removed, unparsable or off its schema', () => {
    expect(order.read()).toBeNull();
    order.write({ id: 7, lines: [] });
    order.remove();
    expect(order.read()).toBeNull();
    sessionStorage.setItem('test:order', '{broken');
    expect(order.read()).toBeNull();
    sessionStorage.setItem('test:order', '{"id":"7","lines":[]}');
    expect(order.read()).toBeNull();
    sessionStorage.setItem('test:order', '{"id":7,"lines":[3]}');
    expect(order.read()).toBeNull();
  });

  it('is one record per key its key function names', () => {
    draft(1).write('first');
    draft(2).write('second');
    expect(draft(1).read()).toBe('first');
    expect(sessionStorage.getItem('test:draft:2')).toBe('"second"');
  });

  it('keeps a plain-text record as the text itself', () => {
    const key = sessionText('test:key');
    key.write('purchase-1');
    expect(sessionStorage.getItem('test:key')).toBe('purchase-1');
    expect(key.read()).toBe('purchase-1');
  });

  it('never throws when the storage refuses: the copy is lost, not the work', () => {
    order.write({ id: 7, lines: [] });
    const refused = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(refused);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(refused);
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(refused);
    vi.spyOn(Storage.prototype, 'clear').mockImplementation(refused);
    expect(order.read()).toBeNull();
    expect(order.write({ id: 8, lines: [] })).toBe(false);
    expect(() => order.remove()).not.toThrow();
    expect(sessionText('test:key').read()).toBeNull();
    expect(() => clearSessionRecords()).not.toThrow();
  });

  it('is cleared with everything else the tab kept', () => {
    order.write({ id: 7, lines: [] });
    sessionText('test:key').write('k');
    clearSessionRecords();
    expect(order.read()).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });
});
