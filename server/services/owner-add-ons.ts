import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import { invoiceLines, invoices } from '../db/schema';

/**
 * The add-ons an owner has bought, spelled as the dashboard's app state spells them (spec
 * dashboard §3 "add_ons (e.g. RAPID-STATE, EXPERT-REVIEW, REGISTERED_AGENT)"): the expedited
 * filing decides the formation's estimate, the others show in the formation's modal.
 */
const ADD_ONS: Readonly<Record<string, string>> = {
  'RAPID-STATE': 'RAPID-STATE',
  EXPERT_REVIEW: 'EXPERT-REVIEW',
  REGISTERED_AGENT: 'REGISTERED_AGENT',
};

export async function ownerAddOns(db: Database, individualId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ name: invoiceLines.productName })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .where(
      and(
        eq(invoices.individualId, individualId),
        inArray(invoiceLines.productName, Object.keys(ADD_ONS)),
      ),
    );
  return rows.map((row) => ADD_ONS[row.name]!).sort();
}
