import type { Block } from './content-source';

/**
 * The plain notice every guide ends with (its test checks the words): the guide is general
 * information, and `whenToAsk` says when to talk to an attorney or a CPA.
 */
export function notAdviceNote(whenToAsk: string): Block {
  return {
    note: [
      'This guide is general information, not legal, tax or financial advice, and it can’t cover every situation or promise a result. ',
      whenToAsk,
    ],
  };
}
