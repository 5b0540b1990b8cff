import { inputIdOf } from './question-fields';

/** Spec foundation §4: scroll smoothly, 300 ms, to 64 px above the first field in error. */
export const ERROR_SCROLL_DURATION_MS = 300;
export const ERROR_SCROLL_OFFSET_PX = 64;

const FOCUSABLE = 'input, button, textarea, select, [tabindex]';

function easeInOut(t: number): number {
  return t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
}

function animateScrollTo(top: number, done: () => void): void {
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  const start = window.scrollY;
  if (reduced || Math.abs(top - start) < 1) {
    window.scrollTo(0, top);
    done();
    return;
  }
  const began = performance.now();
  const step = (now: number) => {
    const progress = Math.min(1, (now - began) / ERROR_SCROLL_DURATION_MS);
    window.scrollTo(0, start + (top - start) * easeInOut(progress));
    if (progress < 1) requestAnimationFrame(step);
    else done();
  };
  requestAnimationFrame(step);
}

/**
 * Brings the first field in error (in page order) into view and puts the keyboard focus on it,
 * so a screen reader announces its label and message.
 */
export function scrollToFirstError(errorKeys: readonly string[]): void {
  const targets = errorKeys
    .map((key) => document.getElementById(inputIdOf(key)))
    .filter((element): element is HTMLElement => element !== null)
    .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  const first = targets[0];
  if (!first) return;
  const focusable = first.matches(FOCUSABLE)
    ? first
    : (first.querySelector<HTMLElement>(FOCUSABLE) ?? first);
  const top = first.getBoundingClientRect().top + window.scrollY - ERROR_SCROLL_OFFSET_PX;
  animateScrollTo(Math.max(0, top), () => focusable.focus({ preventScroll: true }));
}
