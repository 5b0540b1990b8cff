import { describe, expect, it } from 'vitest';
import { readPdf } from '../test-support/pdf-text';
import { renderReceiptPdf, type ReceiptContent } from './receipt-pdf';

const receipt = (lines: ReceiptContent['lines'], name = 'Rosa Alvarez'): ReceiptContent => ({
  number: 'INV-000042',
  paidAt: new Date('2026-03-02T18:30:00Z'),
  billedTo: { name, email: 'rosa@example.com' },
  lines,
  total: lines.reduce((sum, line) => sum + line.amount, 0),
  paidWith: 'Mastercard ending in 4444',
});

describe('the PDF receipt', () => {
  it('prints a line’s note under its title and the total in dollars', async () => {
    const pdf = await readPdf(
      await renderReceiptPdf(
        receipt([
          { title: 'Registered Agent', note: 'First year free, then $99.00 a year', amount: 0 },
          { title: 'Business Formation', note: null, amount: 9900 },
        ]),
      ),
    );
    expect(pdf.pages[0]).toEqual(
      expect.arrayContaining([
        'March 2, 2026',
        'Mastercard ending in 4444',
        'First year free, then $99.00 a year',
        '$0.00',
        '$99.00',
      ]),
    );
  });

  it('runs onto further pages rather than off the page', async () => {
    const lines = Array.from({ length: 40 }, (_, index) => ({
      title: `Service ${index + 1}`,
      note: null,
      amount: 100,
    }));
    const pdf = await readPdf(await renderReceiptPdf(receipt(lines)));
    expect(pdf.pages.length).toBeGreaterThan(1);
    const text = pdf.pages.flat();
    for (const line of lines) expect(text).toContain(line.title);
    expect(pdf.pages.at(-1)).toContain('$40.00');
  });

  it('draws what the standard font cannot as "?" and shortens what does not fit', async () => {
    const pdf = await readPdf(
      await renderReceiptPdf(
        receipt([{ title: 'A'.repeat(200), note: null, amount: 100 }], '李 Rosa 🚀'),
      ),
    );
    const text = pdf.pages[0]!;
    expect(text).toContain('? Rosa ?');
    const title = text.find((entry) => entry.startsWith('AAAA'))!;
    expect(title.length).toBeLessThan(100);
  });
});
