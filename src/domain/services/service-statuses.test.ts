import { describe, expect, it } from 'vitest';
import {
  allowedStatuses,
  isAllowedStatus,
  SERVICE_NAMES,
  serviceNameFrom,
  serviceNameOf,
} from './service-statuses';

describe('service names and their statuses', () => {
  it('names a service as the dashboard’s servicesStatus map does', () => {
    expect(serviceNameOf('LLC_FORMATION')).toBe('llc-formation');
    expect(SERVICE_NAMES).toContain('cert-good-standing');
  });

  it('reads a product key or a service name, in any case', () => {
    expect(serviceNameFrom('EIN_APPLICATION')).toBe('ein-application');
    expect(serviceNameFrom('ein-application')).toBe('ein-application');
    expect(serviceNameFrom(' Ein_Application ')).toBe('ein-application');
    expect(serviceNameFrom('TX-STATE')).toBeNull();
    expect(serviceNameFrom('passport')).toBeNull();
  });

  it('gives the formation the order set, expert review its own, the others the service set', () => {
    expect(allowedStatuses('llc-formation')).toEqual([
      'NOT_STARTED',
      'PURCHASED',
      'REGISTRATION_DONE',
      'REGISTRATION_ERROR',
      'SUBMITTED',
      'PENDING',
      'PENDING_EXPERT_REVIEW',
      'COMPLETED_EXPERT_REVIEW',
      'IN_PROGRESS',
      'ACTIVE',
      'COMPLETED',
      'REJECTED',
    ]);
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
