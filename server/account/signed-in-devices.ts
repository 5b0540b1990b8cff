import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { oidcPayloads, signedInDevices } from '../db/schema';
import type { SignedInDevice } from '../../src/domain/contracts/account-security';
import { userAgentName } from './user-agent-name';

/**
 * A device's id on the security page: a digest of its grant id, so the page never holds the
 * grant ids themselves (an access token names its own, nothing else does).
 */
export function deviceId(grantId: string): string {
  return createHash('sha256').update(`charter-device:${grantId}`).digest('hex').slice(0, 24);
}

/** The owner's live grants (what the identity provider finds: not expired), newest first. */
async function liveGrants(db: Database, individualId: number) {
  const rows = await db
    .select({ id: oidcPayloads.id, payload: oidcPayloads.payload })
    .from(oidcPayloads)
    .where(
      and(
        eq(oidcPayloads.model, 'Grant'),
        sql`${oidcPayloads.payload}->>'accountId' = ${String(individualId)}`,
        sql`(${oidcPayloads.expiresAt} is null or ${oidcPayloads.expiresAt} > now())`,
      ),
    );
  return rows.map((row) => ({
    grantId: row.id,
    issuedAt: new Date(Number((row.payload as { iat?: number }).iat ?? 0) * 1000),
  }));
}

/** The owner's signed-in devices: one per live grant, named by the browser last seen using it. */
export async function signedInDevicesOf(
  db: Database,
  individualId: number,
  currentGrantId: string | undefined,
): Promise<SignedInDevice[]> {
  const grants = await liveGrants(db, individualId);
  const seen = await db
    .select()
    .from(signedInDevices)
    .where(eq(signedInDevices.individualId, individualId));
  const byGrant = new Map(seen.map((row) => [row.grantId, row]));
  return grants
    .map(({ grantId, issuedAt }) => {
      const device = byGrant.get(grantId);
      return {
        id: deviceId(grantId),
        browser: userAgentName(device?.userAgent ?? ''),
        signed_in_at: (device?.firstSeenAt ?? issuedAt).toISOString(),
        last_active_at: device?.lastSeenAt.toISOString() ?? null,
        current: grantId === currentGrantId,
      };
    })
    .sort(
      (a, b) =>
        Number(b.current) - Number(a.current) ||
        (b.last_active_at ?? b.signed_in_at).localeCompare(a.last_active_at ?? a.signed_in_at),
    );
}

/** Which grants to end: every one but the device's own (null: every one), or one device's. */
export type GrantEnding = { allBut: string | null } | { device: string };

/** Provider sessions of the owner that hold (or, negated, do not hold) a grant. */
function sessionsHolding(account: string, grantId: string, holding: boolean) {
  const held = sql`exists (select 1 from jsonb_each(coalesce(${oidcPayloads.payload}->'authorizations', '{}'::jsonb)) as held(client, ref) where held.ref->>'grantId' = ${grantId})`;
  return and(
    eq(oidcPayloads.model, 'Session'),
    sql`${oidcPayloads.payload}->>'accountId' = ${account}`,
    holding ? held : sql`not ${held}`,
  );
}

/**
 * Ends grants of the owner: their refresh tokens and codes go with them, their access tokens
 * stop at the API (access-tokens.ts asks whether their grant is live), and the provider sessions
 * holding them end, so that browser must sign in again. Ending all but one also ends every
 * provider session that does not hold the kept one. In the caller's transaction. Answers how
 * many grants (devices) ended.
 */
export async function endGrants(
  tx: Database,
  individualId: number,
  ending: GrantEnding,
): Promise<number> {
  const account = String(individualId);
  const live = (await liveGrants(tx, individualId)).map(({ grantId }) => grantId);
  const ended =
    'device' in ending
      ? live.filter((grantId) => deviceId(grantId) === ending.device)
      : live.filter((grantId) => grantId !== ending.allBut);
  for (const grantId of ended) {
    await tx.delete(oidcPayloads).where(eq(oidcPayloads.grantId, grantId));
    await tx
      .delete(oidcPayloads)
      .where(and(eq(oidcPayloads.model, 'Grant'), eq(oidcPayloads.id, grantId)));
    await tx.delete(oidcPayloads).where(sessionsHolding(account, grantId, true));
    await tx.delete(signedInDevices).where(eq(signedInDevices.grantId, grantId));
  }
  if ('allBut' in ending) {
    await tx
      .delete(oidcPayloads)
      .where(
        ending.allBut === null
          ? and(
              eq(oidcPayloads.model, 'Session'),
              sql`${oidcPayloads.payload}->>'accountId' = ${account}`,
            )
          : sessionsHolding(account, ending.allBut, false),
      );
  }
  return ended.length;
}

/**
 * Notes that a grant's tokens were used from a browser, at most once per grant every few minutes
 * per process (the API is called on every screen: a write each time would be waste).
 */
export class DeviceActivity {
  private readonly lastNoted = new Map<string, number>();

  constructor(
    private readonly db: Database,
    private readonly intervalMs = 5 * 60_000,
  ) {}

  async note(grantId: string, individualId: number, userAgent: string, now: Date): Promise<void> {
    const last = this.lastNoted.get(grantId);
    if (last !== undefined && now.getTime() - last < this.intervalMs) return;
    // A process that ran long enough forgets the oldest grants first (Map keeps insertion order).
    if (this.lastNoted.size >= 10_000) this.lastNoted.delete(this.lastNoted.keys().next().value!);
    this.lastNoted.delete(grantId);
    this.lastNoted.set(grantId, now.getTime());
    const agent = userAgent.slice(0, 512);
    await this.db
      .insert(signedInDevices)
      .values({ grantId, individualId, userAgent: agent, firstSeenAt: now, lastSeenAt: now })
      .onConflictDoUpdate({
        target: signedInDevices.grantId,
        set: { userAgent: agent, lastSeenAt: now },
      });
  }
}
