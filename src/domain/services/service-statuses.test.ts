import { describe, expect, it } from 'vitest';
import { SERVICE_NAMES } from './service-names';
import {
  allowedStatuses,
  isAllowedStatus,
  mergeServiceStatuses,
  statusChangeTimes,
  NOT_PURCHASED_LABEL,
  SERVICE_STATUSES,
  type ServerServiceStatus,
  statusBadgeLabel,
  statusBadgeTone,
} from './service-statuses';

const at = (service: string, status: string, updated_at = '2025-01-02T10:00:00Z') => ({
  service,
  status,
  updated_at,
});

describe('merging the server statuses with this session purchases (dashboard §4)', () => {
  it('keys the server statuses by product key', () => {
    expect(
      mergeServiceStatuses([at('llc-formation', 'ACTIVE'), at('ein-application', 'IN_PROGRESS')]),
    ).toEqual({ LLC_FORMATION: 'ACTIVE', EIN_APPLICATION: 'IN_PROGRESS' });
  });

  it('treats a service bought in this session but not yet listed by the server as PURCHASED', () => {
    expect(
      mergeServiceStatuses([at('llc-formation', 'ACTIVE')], ['EIN_APPLICATION', 'DOC_LIBRARY']),
    ).toEqual({ LLC_FORMATION: 'ACTIVE', EIN_APPLICATION: 'PURCHASED', DOC_LIBRARY: 'PURCHASED' });
  });

  it('keeps the server status of a service it already lists', () => {
    expect(mergeServiceStatuses([at('ein-application', 'SUBMITTED')], ['EIN_APPLICATION'])).toEqual(
      { EIN_APPLICATION: 'SUBMITTED' },
    );
  });

  it('reads purchased names in any spelling and ignores state fees', () => {
    expect(mergeServiceStatuses([], ['llc-formation', 'DE-STATE', 'RAPID-STATE', 'GIFT'])).toEqual({
      LLC_FORMATION: 'PURCHASED',
    });
  });

  it('ignores services it does not know and blank statuses', () => {
    expect(
      mergeServiceStatuses([
        at('trademark-search', 'ACTIVE'),
        at('de-state', 'ACTIVE'),
        at('registered-agent', '  '),
        at('cert-good-standing', 'SUBMITTED'),
      ]),
    ).toEqual({ CERT_GOOD_STANDING: 'SUBMITTED' });
  });

  it('upper-cases the statuses and keeps ones it does not know', () => {
    expect(
      mergeServiceStatuses([at('LLC_FORMATION', 'in_progress '), at('doc-library', 'on_hold')]),
    ).toEqual({ LLC_FORMATION: 'IN_PROGRESS', DOC_LIBRARY: 'ON_HOLD' });
  });

  it('takes the latest update of a service listed twice, whatever the order', () => {
    const older = at('llc-formation', 'SUBMITTED', '2025-01-01T00:00:00Z');
    const newer = at('llc-formation', 'IN_PROGRESS', '2025-01-03T00:00:00Z');
    const broken = at('llc-formation', 'PURCHASED', 'yesterday');
    const lists: ServerServiceStatus[][] = [
      [older, newer, broken],
      [broken, newer, older],
      [newer, older],
    ];
    for (const list of lists) {
      expect(mergeServiceStatuses(list)).toEqual({ LLC_FORMATION: 'IN_PROGRESS' });
      // When it took that status: the EIN card counts its estimate from its submission so.
      expect(statusChangeTimes(list)).toEqual({ LLC_FORMATION: '2025-01-03T00:00:00Z' });
    }
  });

  it('gives nothing for nothing', () => {
    expect(mergeServiceStatuses([], [])).toEqual({});
    expect(mergeServiceStatuses([])).toEqual({});
    expect(statusChangeTimes([])).toEqual({});
  });
});

describe('status badges', () => {
  it.each([
    ['PURCHASED', 'Purchased', 'info'],
    ['SUBMITTED', 'Submitted', 'progress'],
    ['IN_PROGRESS', 'In progress', 'progress'],
    ['PENDING', 'Pending', 'progress'],
    ['ACTIVE', 'Active', 'success'],
    ['COMPLETED', 'Completed', 'success'],
    ['REJECTED', 'Rejected', 'danger'],
    ['NOT_STARTED', 'Not started', 'info'],
    ['REGISTRATION_DONE', 'Registration done', 'progress'],
    ['REGISTRATION_ERROR', 'Registration error', 'danger'],
    ['PENDING_EXPERT_REVIEW', 'Pending expert review', 'progress'],
    ['COMPLETED_EXPERT_REVIEW', 'Expert review completed', 'progress'],
    ['in_progress', 'In progress', 'progress'],
    ['NEEDS_SIGNATURE', 'Needs signature', 'neutral'],
    [undefined, NOT_PURCHASED_LABEL, 'neutral'],
  ])('%s reads %s (%s)', (status, label, tone) => {
    expect(statusBadgeLabel(status)).toBe(label);
    expect(statusBadgeTone(status)).toBe(tone);
  });

  it('labels every known status in words of its own', () => {
    const labels = SERVICE_STATUSES.map(statusBadgeLabel);
    expect(new Set(labels).size).toBe(SERVICE_STATUSES.length);
    expect(labels.some((label) => label.includes('_'))).toBe(false);
  });
});

describe('the statuses each service may be given (foundation §4)', () => {
  it('gives the formation the order set, expert review its own, the others the service set', () => {
    expect([...allowedStatuses('llc-formation')].sort()).toEqual(
      [
        'SUBMITTED',
        'REJECTED',
        'NOT_STARTED',
        'REGISTRATION_DONE',
        'REGISTRATION_ERROR',
        'PENDING',
        'COMPLETED',
        'PURCHASED',
        'IN_PROGRESS',
        'ACTIVE',
        'PENDING_EXPERT_REVIEW',
        'COMPLETED_EXPERT_REVIEW',
      ].sort(),
    );
    expect(allowedStatuses('EXPERT_REVIEW')).toEqual([
      'PURCHASED',
      'PENDING_EXPERT_REVIEW',
      'COMPLETED_EXPERT_REVIEW',
      'REJECTED',
    ]);
    expect(allowedStatuses('ein-application')).toEqual([
      'PURCHASED',
      'SUBMITTED',
      'PENDING',
      'IN_PROGRESS',
      'ACTIVE',
      'COMPLETED',
      'REJECTED',
    ]);
    expect(allowedStatuses('passport')).toEqual([]);
    expect(allowedStatuses('TX-STATE')).toEqual([]);
  });

  it('allows each of the banners’ statuses on every service but expert review', () => {
    for (const service of SERVICE_NAMES.filter((name) => name !== 'expert-review')) {
      for (const status of ['SUBMITTED', 'IN_PROGRESS', 'ACTIVE', 'PURCHASED', 'REJECTED']) {
        expect(isAllowedStatus(service, status), `${service} ${status}`).toBe(true);
      }
    }
    expect(isAllowedStatus('expert-review', 'ACTIVE')).toBe(false);
    expect(isAllowedStatus('ein-application', 'REGISTRATION_DONE')).toBe(false);
    expect(isAllowedStatus('ein-application', 'submitted')).toBe(false);
  });
});
