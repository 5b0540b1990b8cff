import { describe, expect, it } from 'vitest';
import { isCleanText, printableText, textProblem } from './text-characters';

describe('the shared text rule', () => {
  it('takes ordinary text in any language, emoji included', () => {
    expect(textProblem('Café Ñúñez — «Ünïcode» 🚲 & Co.')).toBeNull();
  });

  it('keeps single-line text on one line: tab, LF and CR are refused unless multi-line', () => {
    for (const separator of ['\t', '\n', '\r', '\r\n']) {
      expect(textProblem(`Ann${separator}Lee`)).toBe('line-break');
      expect(textProblem(`Ann${separator}Lee`, { multiLine: true })).toBeNull();
    }
  });

  it('refuses control characters, C1 controls and the Unicode separators in any text', () => {
    for (const char of [
      '\u0000',
      '\u0007',
      '\u001b',
      '\u007f',
      '\u0085',
      '\u009f',
      '\u2028',
      '\u2029',
    ]) {
      expect(textProblem(`A${char}B`), JSON.stringify(char)).toBe('character');
      expect(isCleanText(`A${char}B`, { multiLine: true }), JSON.stringify(char)).toBe(false);
    }
    expect(textProblem('A\u00a0B')).toBeNull(); // a no-break space is text
  });

  it('refuses a lone surrogate, keeps a pair', () => {
    expect(textProblem('x\ud800')).toBe('character');
    expect(textProblem('\ud83d\ude00')).toBeNull();
  });

  it('writes control characters as escapes where they would break a layout', () => {
    expect(printableText('Ann\r\nLee\tX\u001b[2J\u0085')).toBe('Ann\\r\\nLee\\tX\\u001b[2J\\u0085');
    expect(printableText('Plain text')).toBe('Plain text');
  });
});
