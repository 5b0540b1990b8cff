import { Paragraph, type FileChild } from 'docx';
import { body, para, runs, WRITE_IN_LINE } from './docx-blocks';
import { addressLines, legalName } from './fill-values';
import type { TemplateFill } from './template-source';

/**
 * A business letter in the block style most US offices use: the business as letterhead, the
 * date, the recipient, a subject line, the greeting, the body and a signature for a person to
 * sign on the business's behalf.
 */
export interface LetterParts {
  /** The recipient's lines: a name, then an address or a placeholder for it. */
  to: readonly string[];
  subject: string;
  greeting: string;
  paragraphs: readonly string[];
  closing?: string;
}

/** Lines printed together, one after the other, without space between them. */
function lines(texts: readonly string[], bold = false): Paragraph[] {
  return texts.map(
    (text, index) =>
      new Paragraph({
        children: runs(text, { bold: bold && index === 0 }),
        spacing: { after: index === texts.length - 1 ? 240 : 0 },
      }),
  );
}

export function letter(fill: TemplateFill, parts: LetterParts): FileChild[] {
  return body(
    lines([legalName(fill), ...addressLines(fill)], true),
    lines(['[Date]']),
    lines(parts.to),
    lines([`Re: ${parts.subject}`], true),
    para(parts.greeting),
    parts.paragraphs.map((text) => para(text)),
    para(parts.closing ?? 'Sincerely,'),
    lines([WRITE_IN_LINE, '[Your name]', '[Your title]', legalName(fill)]),
  );
}
