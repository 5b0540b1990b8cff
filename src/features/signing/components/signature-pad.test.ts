import { describe, expect, it } from 'vitest';
import {
  DRAWN_SIGNATURE_MAX_HEIGHT,
  DRAWN_SIGNATURE_MAX_WIDTH,
} from '../../../domain/signing/signature-request';
import { padPixels } from './signature-pad';

describe('the signing pad’s canvas', () => {
  it('follows the screen’s density, up to 2 pixels per CSS pixel', () => {
    expect(padPixels({ width: 360, height: 160 }, 3)).toMatchObject({ width: 720, height: 320 });
    expect(padPixels({ width: 600, height: 160 }, 1)).toMatchObject({ width: 600, height: 160 });
  });

  it.each([
    ['a wide form on a dense screen', { width: 900, height: 160 }, 2],
    ['fonts enlarged to 200%', { width: 1920, height: 320 }, 1],
    ['fonts enlarged to 300% and zoomed in', { width: 1200, height: 480 }, 5],
    ['a huge area at any density', { width: 10_000, height: 10_000 }, 4],
  ])('is never larger than the server takes: %s', (_name, box, ratio) => {
    const pixels = padPixels(box, ratio);
    expect(pixels.width).toBeLessThanOrEqual(DRAWN_SIGNATURE_MAX_WIDTH);
    expect(pixels.height).toBeLessThanOrEqual(DRAWN_SIGNATURE_MAX_HEIGHT);
    // Strokes land where they are drawn: CSS pixels map onto the whole canvas.
    expect(box.width * pixels.scaleX).toBeCloseTo(pixels.width);
    expect(box.height * pixels.scaleY).toBeCloseTo(pixels.height);
  });
});
