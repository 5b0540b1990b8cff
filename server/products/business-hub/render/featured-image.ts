import type { ArticleSource } from '../content/content-source';
import { escapeMarkup } from './escape';
import { ACCENT, BORDER, BRAND, BRAND_STRONG, GOLD, TINT } from './palette';

export const FEATURED_IMAGE_MEDIA_TYPE = 'image/svg+xml';

const WIDTH = 1200;
const HEIGHT = 630;

/**
 * Numbers in [0, 1) that depend only on the slug (FNV-1a to seed, then mulberry32): the same
 * article always gets the same picture, and two articles rarely the same one.
 */
function numbersFor(slug: string): () => number {
  let seed = 0x811c9dc5;
  for (const char of slug) seed = Math.imul(seed ^ char.codePointAt(0)!, 0x01000193);
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** The tag's label: a pill in the lower left, sized to the text (Helvetica's average width). */
function label(tag: string): string {
  const width = Math.round(tag.length * 15.5 + 56);
  return (
    `<rect x="64" y="510" width="${width}" height="56" rx="28" fill="${BRAND_STRONG}"/>` +
    `<text x="92" y="547" font-family="Helvetica, Arial, sans-serif" font-size="26" font-weight="700" fill="#fff">${escapeMarkup(tag)}</text>`
  );
}

/**
 * An article's featured image, drawn from its slug: a calm composition of Charter's shapes and
 * colours (a large disc, a ring, soft bars and a gold dot, placed by the slug) with the article's
 * first tag as a small label. The title is left out: the page shows it beside the image. The
 * SVG's <title> is the article's alt text, for when the image is shown inline.
 */
export function featuredImageSvg(article: ArticleSource): string {
  const next = numbersFor(article.slug);
  const between = (low: number, high: number) => Math.round(low + next() * (high - low));
  const bars = [0, 1, 2]
    .map((row) => {
      const y = 96 + row * 72;
      const width = between(220, 420);
      return `<rect x="${between(72, 260)}" y="${y}" width="${width}" height="36" rx="18" fill="${row === 1 ? '#fff' : BORDER}"/>`;
    })
    .join('');
  const tag = article.tags[0];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img">` +
    `<title>${escapeMarkup(article.featuredImageAltText)}</title>` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${TINT}"/>` +
    bars +
    `<circle cx="${between(760, 1040)}" cy="${between(200, 430)}" r="${between(190, 280)}" fill="${BRAND}"/>` +
    `<circle cx="${between(560, 760)}" cy="${between(380, 560)}" r="${between(90, 150)}" fill="none" stroke="${ACCENT}" stroke-width="26"/>` +
    `<circle cx="${between(980, 1120)}" cy="${between(60, 140)}" r="${between(18, 30)}" fill="${GOLD}"/>` +
    (tag ? label(tag) : '') +
    `</svg>`
  );
}
