import { hasTemplateLibrary } from '../../../src/domain/hub/hub-content';
import { serviceNameOf } from '../../../src/domain/services/service-names';
import type { Database } from '../../db/database';
import { serviceStatusOf } from '../../services/service-statuses';

/**
 * Whether the owner holds the template library (spec §6: DOC_LIBRARY's status), for the
 * content service's template files and the templates' fill alike.
 */
export async function ownsTemplateLibrary(db: Database, individualId: number): Promise<boolean> {
  return hasTemplateLibrary(await serviceStatusOf(db, individualId, serviceNameOf('DOC_LIBRARY')));
}
