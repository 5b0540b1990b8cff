import type { DemoOwner, ServerConfig } from '../config';
import type { AccountService } from './accounts';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { markServicesPurchased } from './service-statuses';
import { accounts } from '../db/schema';

/**
 * The start-up lines naming the demo owners. Never the password: start-up output ends up in logs
 * and terminals that outlive it, and a deployment may have set it privately.
 */
export function demoOwnerNotices(
  config: Pick<ServerConfig, 'demoOwner' | 'formedDemoOwner'>,
): string[] {
  const password = "(password: DEMO_OWNER_PASSWORD, or the README's when unset)";
  return [
    ...(config.demoOwner ? [`Demo owner: ${config.demoOwner.email} ${password}`] : []),
    ...(config.formedDemoOwner
      ? [`Demo owner with a formed Texas LLC: ${config.formedDemoOwner.email}, same password`]
      : []),
  ];
}

/**
 * Seeds the demo owner on first start so a newcomer can sign in at once. Returns whether the
 * account exists afterwards (it is never overwritten, so a changed password survives).
 */
export async function ensureDemoOwner(db: Database, service: AccountService, demo: DemoOwner) {
  const existing = await service.findByEmail(demo.email);
  if (existing) return existing;
  const created = await service.create({
    email: demo.email,
    password: demo.password,
    firstName: demo.firstName,
    lastName: demo.lastName,
  });
  if (!created) return service.findByEmail(demo.email);
  // The demo owner is on the STARTER plan in Texas, as if registered: the plan badge shows
  // from the first sign-in and the dashboard prices services (and state fees) for Texas, and
  // the formation the plan holds is bought, so the demo owner can file it.
  await markServicesPurchased(db, created.id, ['LLC_FORMATION'], new Date());
  const [updated] = await db
    .update(accounts)
    // Its address is made up: there is no mailbox to confirm it from.
    .set({ tier: 'STARTER', businessState: 'TX', emailConfirmedAt: new Date() })
    .where(eq(accounts.id, created.id))
    .returning();
  return updated ?? created;
}
