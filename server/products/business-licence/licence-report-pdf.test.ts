import { describe, expect, it } from 'vitest';
import {
  NOT_CHECKED,
  NOT_PUBLISHED,
} from '../../../src/domain/business-license/licence-report-words';
import { licenceLines } from './licence-report-pdf';
import { LICENCE_RULES } from './licence-rules';

const rule = (id: string) => LICENCE_RULES.find((candidate) => candidate.id === id)!;
const valueOf = (lines: ReturnType<typeof licenceLines>, label: string) =>
  lines.find((line) => line.label === label)?.value;

describe('a licence’s lines in the report', () => {
  it('prints what the agency publishes, and says so where it publishes nothing', () => {
    const alcohol = rule('tx-tabc-retail-alcohol-permit');
    const lines = licenceLines({ rule: alcohol, why: 'Because…', conditional: false });
    expect(valueOf(lines, 'Agency')).toBe(alcohol.agency.name);
    expect(valueOf(lines, 'Where to apply')).toBe(alcohol.apply.url);
    expect(valueOf(lines, 'Initial fee')).toBe(NOT_PUBLISHED);
    expect(valueOf(lines, 'Source')).toContain(alcohol.source.url);
    expect(valueOf(lines, 'Verified')).toBe(alcohol.lastVerified);
    expect(valueOf(lines, 'Why it is here')).toBe('Because…');
  });

  it('says to ask the agency where Charter could not check the source, never a value', () => {
    const unchecked = rule('nv-las-vegas-business-license');
    expect(unchecked.sourceChecked).toBe(false);
    const lines = licenceLines({ rule: unchecked, why: 'Every business', conditional: false });
    for (const label of ['Initial fee', 'Renewal fee', 'Other costs', 'Display at the premises']) {
      expect(valueOf(lines, label), label).toBe(NOT_CHECKED);
    }
  });
});
