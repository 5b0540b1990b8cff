import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Spec dashboard §9: "Narrow-screen breakpoints 30em, 47em, 48em and 62em". A max-width query
 * may stop just under one (47.99em, 61.99em) so that it and a min-width query at the
 * breakpoint never both hold. Container queries (a component's own width) are not breakpoints.
 */
const SPEC_BREAKPOINTS = ['30em', '47em', '48em', '62em', '47.99em', '61.99em'];

function cssFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return cssFiles(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

describe('the stylesheets', () => {
  it("break only at the spec's widths", () => {
    const off = cssFiles('src').flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/@media[^{]*\((?:min|max)-width:\s*([\d.]+\w+)\)/g)]
        .map((match) => match[1]!)
        .filter((width) => !SPEC_BREAKPOINTS.includes(width))
        .map((width) => `${file}: ${width}`),
    );
    expect(off).toEqual([]);
  });
});
