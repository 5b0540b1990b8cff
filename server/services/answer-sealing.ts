import type { Answers, PageDefinition } from '../../src/domain/questionnaire/page-definition';
import { isSealed, type AnswerCipher } from '../security/answer-encryption';

/**
 * How a page's sensitive answers (fields marked `sensitive`: an SSN or ITIN) are stored: sealed
 * on the way into the database, opened on the way out, so the database and its backups never
 * hold one in the clear. Which answers are sensitive is the page definition's word.
 */
export class AnswerSealing {
  constructor(
    private readonly cipher: AnswerCipher,
    private readonly findPage: (pageId: string) => PageDefinition | undefined,
  ) {}

  seal(pageId: string, answers: Answers): Answers {
    return this.changeSensitive(pageId, answers, (value) =>
      typeof value === 'string' && value !== '' ? this.cipher.seal(value) : value,
    );
  }

  open(pageId: string, answers: Answers): Answers {
    // An answer stored before it was marked sensitive is read as it is; its next save seals it.
    return this.changeSensitive(pageId, answers, (value) =>
      isSealed(value) ? this.cipher.open(value) : value,
    );
  }

  private changeSensitive(
    pageId: string,
    answers: Answers,
    change: (value: unknown) => unknown,
  ): Answers {
    const sensitive = this.findPage(pageId)?.fields.filter((field) => field.sensitive) ?? [];
    if (sensitive.length === 0) return answers;
    const changed = { ...answers };
    for (const { name } of sensitive) if (name in changed) changed[name] = change(changed[name]);
    return changed;
  }
}
