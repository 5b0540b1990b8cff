/*
 * Parses one PDF with pdf-lib, in a worker thread of its own (server/files/pdf-file.ts starts
 * it with a heap limit and a timeout), and posts the verdict. Plain JavaScript: a worker starts
 * outside the TypeScript loader the server runs under.
 *
 * pdf-lib inflates a PDF's object and cross-reference streams as it loads (every filter,
 * chained), into buffers of its own: ArrayBuffers, which a worker's heap limit does not count.
 * Every such buffer grows through DecodeStream.prototype.ensureBuffer, so this worker charges
 * each growth to one budget, and a compression bomb stops when the budget is spent.
 */
import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';
import { PDFDocument } from 'pdf-lib';

const require = createRequire(import.meta.url);
const DecodeStream = require('pdf-lib/cjs/core/streams/DecodeStream').default;

const { ensureBuffer } = DecodeStream.prototype;
if (typeof ensureBuffer !== 'function') {
  // Fail loudly rather than parse without the budget: pdf-lib changed how it decodes.
  throw new Error('pdf-lib decodes streams without DecodeStream.ensureBuffer: no decode budget');
}
let unspent = workerData.decodedBytes;
DecodeStream.prototype.ensureBuffer = function (requested) {
  if (requested > this.buffer.byteLength) {
    // The size ensureBuffer is about to allocate: the first power of two from its minimum.
    let size = this.minBufferLength;
    while (size < requested) size *= 2;
    unspent -= size - this.buffer.byteLength;
    // pdf-lib takes an object it fails to parse as invalid and goes on: `unspent` stays
    // negative, so every later growth throws too, and the verdict reads it at the end.
    if (unspent < 0) throw new Error('The decode budget is spent');
  }
  return ensureBuffer.call(this, requested);
};

let failure = null;
try {
  await PDFDocument.load(workerData.pdf, { ignoreEncryption: true, updateMetadata: false });
} catch (error) {
  failure = String(error?.message ?? error).slice(0, 200);
}
parentPort.postMessage(
  unspent < 0
    ? {
        ok: false,
        refusal: 'over-budget',
        detail: `its streams inflate beyond ${workerData.decodedBytes / 2 ** 20} MB`,
      }
    : failure !== null
      ? { ok: false, refusal: 'damaged', detail: `it cannot be parsed (${failure})` }
      : { ok: true },
);
