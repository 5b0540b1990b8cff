import 'fake-indexeddb/auto';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

// jsdom lacks CSS.escape, which react-aria's popovers call when they open.
if (typeof globalThis.CSS?.escape !== 'function') {
  globalThis.CSS = {
    ...globalThis.CSS,
    escape: (value: string) => value.replace(/[^\w-]/g, (char) => `\\${char}`),
  } as typeof CSS;
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
