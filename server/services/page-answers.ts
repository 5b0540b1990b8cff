import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Answers } from '../../src/domain/questionnaire/page-definition';
import type { Database } from '../db/database';
import { pageAnswers } from '../db/schema';
import type { AnswerSealing } from './answer-sealing';
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

type PageAnswersRow = typeof pageAnswers.$inferSelect;

/**
 * A page's answers as the owner gave them; sensitive ones are sealed in the database
 * (AnswerSealing) and open only here, in memory: every response masks them (presentPage).
 */
export class PageAnswersService {
  constructor(
    private readonly db: Database,
    private readonly sealing: AnswerSealing,
  ) {}

  private savedPage(row: PageAnswersRow): SavedPage {
    return {
      answers: this.sealing.open(row.pageId, row.answers as Answers),
      updatedAt: row.updatedAt,
    };
  }

  async find(owner: PageOwner, pageId: string): Promise<SavedPage | null> {
    const [row] = await this.db
      .select()
      .from(pageAnswers)
      .where(and(ownedBy(owner), eq(pageAnswers.pageId, pageId)));
    return row ? this.savedPage(row) : null;
  }

  /** The saved pages among `pageIds`, keyed by page id; pages never saved are absent. */
  async findMany(owner: PageOwner, pageIds: readonly string[]): Promise<Map<string, SavedPage>> {
    const rows = await this.db
      .select()
      .from(pageAnswers)
      .where(and(ownedBy(owner), inArray(pageAnswers.pageId, [...pageIds])));
    return new Map(rows.map((row) => [row.pageId, this.savedPage(row)]));
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
    const stored = this.sealing.seal(pageId, answers);
    const [row] = baseVersion
      ? await this.db
          .update(pageAnswers)
          .set({ answers: stored, updatedAt })
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
          .values({ ...ownerColumns(owner), pageId, answers: stored, updatedAt })
          .onConflictDoNothing()
          .returning();
    if (row) return { kind: 'saved', page: this.savedPage(row) };
    return { kind: 'conflict', current: await this.find(owner, pageId) };
  }
}
