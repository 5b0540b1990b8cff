import type { FileChild } from 'docx';
import { body, labelled, moneyLine, rowsTable } from './docx-blocks';
import { addressLine, legalName } from './fill-values';
import type { TemplateFill } from './template-source';

/**
 * What the invoice and the quote share: who it is from and for, and the table of line items
 * with the subtotal, sales tax and total under it.
 */

/** 'From' the business, and to the client under the given label ('Bill to', 'Prepared for'). */
export function fromAndTo(fill: TemplateFill, toLabel: string, client: string): FileChild[] {
  return [
    labelled('From', `${legalName(fill)}, ${addressLine(fill)}`),
    labelled(toLabel, `${client}, [Client address]`),
  ];
}

/** Empty line-item rows to fill in, then the money lines that add them up. */
export function lineItems(
  header: readonly string[],
  rows: number,
  totalLabel: string,
): FileChild[] {
  return body(
    rowsTable({
      header,
      rows: Array.from({ length: rows }, () => header.map(() => '')),
      weights: [5, 2, 2, 2],
    }),
    moneyLine('Subtotal', '$[Amount]'),
    moneyLine('Sales tax', '$[Sales tax, if any]'),
    moneyLine(totalLabel, '$[Amount]', true),
  );
}
