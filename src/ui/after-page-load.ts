/**
 * Runs `callback` `delayMs` after the page's load event (at once if it has already fired).
 * For work that must never compete with a slow phone's first paint: optional code, background
 * checks. Returns a function that cancels it.
 */
export function afterPageLoad(callback: () => void, delayMs: number): () => void {
  let timer = 0;
  const schedule = () => {
    timer = window.setTimeout(callback, delayMs);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    window.clearTimeout(timer);
  };
}
