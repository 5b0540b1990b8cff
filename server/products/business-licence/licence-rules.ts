import { readdirSync, readFileSync } from 'node:fs';
import { schemaProblem } from '../../../src/domain/contracts/schema-check';
import {
  licenceRuleSchema,
  type LicenceRule,
} from '../../../src/domain/business-license/licence-rule';

const RULES_FOLDER = new URL('./rules/', import.meta.url);

/**
 * Every licence rule in `rules/*.json` (see rules/README.md), each checked against the rule
 * schema as it is read: a rule file that breaks it stops the server's start with the file, the
 * rule and what is wrong, instead of a report that shows half a rule.
 */
export function readLicenceRules(folder: URL = RULES_FOLDER): LicenceRule[] {
  const rules: LicenceRule[] = [];
  const seen = new Set<string>();
  for (const file of readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .sort()) {
    const records: unknown = JSON.parse(readFileSync(new URL(file, folder), 'utf8'));
    if (!Array.isArray(records)) throw new Error(`${file}: not a list of licence rules`);
    records.forEach((record: unknown, index) => {
      const problem = schemaProblem(licenceRuleSchema, record);
      if (problem !== null) throw new Error(`${file} rule ${index}: ${problem}`);
      const rule = record as LicenceRule;
      if (seen.has(rule.id)) throw new Error(`${file}: rule id ${rule.id} is used twice`);
      seen.add(rule.id);
      rules.push(rule);
    });
  }
  return rules;
}

export const LICENCE_RULES: readonly LicenceRule[] = readLicenceRules();
