import { describe, expect, it } from 'vitest';
import {
  AGENT_DATA_MISSING,
  agentDataProblem,
  answersChange,
  sectionEditability,
  structureLine,
} from './amendment-rules';

describe('sectionEditability', () => {
  it.each(['page1', 'page2', 'page3', 'page4'] as const)('lets every state change %s', (page) => {
    for (const state of ['Illinois', 'Texas', 'District of Columbia']) {
      expect(sectionEditability(state, page)).toEqual({ editable: true });
    }
  });

  it('never lets a state change the business structure, and says so in its words', () => {
    expect(sectionEditability('Illinois', 'page5')).toEqual({
      editable: false,
      message: 'Illinois does not allow editing of business structure',
    });
    expect(sectionEditability('Texas', 'page5')).toEqual({
      editable: false,
      message: 'Texas does not allow editing of business structure',
    });
  });

  it('names the structure as the spec writes it', () => {
    expect(structureLine('LLC')).toBe('All the owners (Member-managed LLC)');
  });
});

describe('answersChange (data_changed)', () => {
  const fields = ['business_name', 'legal_identifier', 'data_changed'];
  const record = {
    business_name: 'Bluebonnet Bikes',
    legal_identifier: 'LLC',
    data_changed: false,
  };

  it('is false for the record’s own answers, whatever data_changed says', () => {
    expect(answersChange(fields, { ...record, data_changed: true }, record)).toBe(false);
  });

  it('ignores what only looks different: spaces around, a number and its digits, a field left out or empty', () => {
    expect(
      answersChange(
        fields,
        { business_name: ' Bluebonnet Bikes ', legal_identifier: 'LLC' },
        record,
      ),
    ).toBe(false);
    const owners = { owners: [{ first_name: 'Rosa', percentage: 100, phone: '' }] };
    expect(
      answersChange(['owners'], { owners: [{ first_name: 'Rosa', percentage: '100' }] }, owners),
    ).toBe(false);
  });

  it('is true when a field or a list row differs', () => {
    expect(answersChange(fields, { ...record, legal_identifier: 'L.L.C.' }, record)).toBe(true);
    const owners = { owners: [{ first_name: 'Rosa', percentage: 100 }] };
    expect(
      answersChange(
        ['owners'],
        {
          owners: [
            { first_name: 'Rosa', percentage: 50 },
            { first_name: 'Ivan', percentage: 50 },
          ],
        },
        owners,
      ),
    ).toBe(true);
  });
});

describe('agentDataProblem', () => {
  it('blocks an agent who is someone else without a ZIP code on file', () => {
    expect(agentDataProblem({ is_bizup_designated_agent: false, zip_code: '' })).toBe(
      AGENT_DATA_MISSING,
    );
    expect(agentDataProblem({ is_bizup_designated_agent: 'false' })).toBe(AGENT_DATA_MISSING);
  });

  it('lets Charter’s agent, or someone else with a ZIP code, through', () => {
    expect(agentDataProblem({ is_bizup_designated_agent: true })).toBeNull();
    expect(agentDataProblem({ is_bizup_designated_agent: false, zip_code: '78701' })).toBeNull();
    expect(agentDataProblem(null)).toBeNull();
  });
});
