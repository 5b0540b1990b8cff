import 'fake-indexeddb/auto';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// Screens are lazy chunks; their first import is transformed on demand, which can take more
// than the default second on a busy CI machine.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks CSS.escape, which react-aria's popovers call when they open.
if (typeof globalThis.CSS?.escape !== 'function') {
  globalThis.CSS = {
    ...globalThis.CSS,
    escape: (value: string) => value.replace(/[^\w-]/g, (char) => `\\${char}`),
  } as typeof CSS;
}

// jsdom's Blob has no arrayBuffer(). On Node 24, fetch's Response.blob() makes the global Blob
// (jsdom's, here) where Node 20 made its own: a downloaded document is read as browsers read it.
if (typeof Blob.prototype.arrayBuffer !== 'function') {
  Blob.prototype.arrayBuffer = function arrayBuffer(this: Blob) {
    return new Promise<ArrayBuffer>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.onerror = () => reject(reader.error ?? new Error('The blob could not be read'));
      reader.readAsArrayBuffer(this);
    });
  };
}

// Nor stream(), which a zip made in the browser reads its files by (client-zip): read as
// browsers read it, its bytes in one chunk.
if (typeof Blob.prototype.stream !== 'function') {
  Blob.prototype.stream = function stream(this: Blob) {
    const bytes = this.arrayBuffer();
    return new ReadableStream<Uint8Array<ArrayBuffer>>({
      async start(controller) {
        controller.enqueue(new Uint8Array(await bytes));
        controller.close();
      },
    });
  };
}

afterEach(() => {
  cleanup();
  // A file that runs a real server under `@vitest-environment node` has no web storage.
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
});
