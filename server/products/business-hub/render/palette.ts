/** Charter's colours (src/ui/theme.css, and the gold of its icon) for what the hub draws. */
export const BRAND = '#1f3a5f';
export const BRAND_STRONG = '#152a45';
export const TINT = '#e7edf5';
export const ACCENT = '#1d5fd1';
export const BORDER = '#d5dbe3';
export const GOLD = '#f2b632';
/** The thin rule under the letterhead of Charter's documents (pdfmake-document.ts). */
export const RULE = '#d9dde3';
