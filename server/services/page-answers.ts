import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Answers } from '../../src/domain/questionnaire/page-definition';
import type { Database } from '../db/database';
import { pageAnswers } from '../db/schema';
import { ownedBy, ownerColumns, type PageOwner } from './page-owner';

export interface SavedPage {
  answers: Answers;
  /** The page's version; a save must name the version it was based on. */
  updatedAt: Date;
}

export type SaveOutcome =
  | { kind: 'saved'; page: SavedPage }
  /** The save was based on another version: the server's copy, for the owner to choose. */
  | { kind: 'conflict'; current: SavedPage | null };

export class PageAnswersService {
  constructor(private readonly db: Database) {}

  async find(owner: PageOwner, pageId: string): Promise<SavedPage | null> {
    const [row] = await this.db
      .select()
      .from(pageAnswers)
      .where(and(ownedBy(owner), eq(pageAnswers.pageId, pageId)));
    return row ? { answers: row.answers as Answers, updatedAt: row.updatedAt } : null;
  }

  /** The saved pages among `pageIds`, keyed by page id; pages never saved are absent. */
  async findMany(owner: PageOwner, pageIds: readonly string[]): Promise<Map<string, SavedPage>> {
    const rows = await this.db
      .select()
      .from(pageAnswers)
      .where(and(ownedBy(owner), inArray(pageAnswers.pageId, [...pageIds])));
    return new Map(
      rows.map((row) => [
        row.pageId,
        { answers: row.answers as Answers, updatedAt: row.updatedAt },
      ]),
    );
  }

  /**
   * Saves a page if it is still at `baseVersion` (null: not saved before). The check and the
   * write are one statement, so two concurrent saves from the same version cannot both win.
   */
  async save(
    owner: PageOwner,
    pageId: string,
    answers: Answers,
    baseVersion: Date | null,
  ): Promise<SaveOutcome> {
    const updatedAt = new Date(); // millisecond precision, as the browser round-trips it
    const [row] = baseVersion
      ? await this.db
          .update(pageAnswers)
          .set({ answers, updatedAt })
          .where(
            and(
              ownedBy(owner),
              eq(pageAnswers.pageId, pageId),
              sql`${pageAnswers.updatedAt} = ${baseVersion.toISOString()}::timestamptz`,
            ),
          )
          .returning()
      : await this.db
          .insert(pageAnswers)
          .values({ ...ownerColumns(owner), pageId, answers, updatedAt })
          .onConflictDoNothing()
          .returning();
    if (row)
      return { kind: 'saved', page: { answers: row.answers as Answers, updatedAt: row.updatedAt } };
    return { kind: 'conflict', current: await this.find(owner, pageId) };
  }
}
