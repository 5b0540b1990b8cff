import { Worker } from 'node:worker_threads';
import { refused, type FileVerdict } from './file-verdict';

/** A PDF a reader opens, at most `maxBytes` long. */
export interface PdfRule {
  type: 'pdf';
  maxBytes: number;
}

/**
 * What parsing one PDF may take (decision 0055). A state's certificate (a few pages, a few
 * hundred KB) parses in a fraction of a second; a 6 MB, 4000-page PDF in about 3 s on a busy
 * machine, within 128 MB of heap, its object streams inflating to a few MB.
 */
export const PDF_PARSE_BUDGET = {
  timeoutMs: 15_000,
  heapMb: 256,
  /** Bytes pdf-lib's stream decoding may allocate, all streams together. */
  decodedBytes: 64 * 2 ** 20,
};

const WORKER = new URL('./pdf-parse-worker.mjs', import.meta.url);

/** pdf-lib's parse in a worker thread, bounded in time, heap and decoded bytes. */
function parsedInWorker(pdf: Uint8Array): Promise<FileVerdict> {
  const { timeoutMs, heapMb, decodedBytes } = PDF_PARSE_BUDGET;
  const copy = new Uint8Array(pdf);
  const worker = new Worker(WORKER, {
    workerData: { pdf: copy, decodedBytes },
    transferList: [copy.buffer],
    resourceLimits: { maxOldGenerationSizeMb: heapMb, maxYoungGenerationSizeMb: 16 },
  });
  return new Promise<FileVerdict>((resolve, reject) => {
    const timer = setTimeout(() => {
      resolve(refused('over-budget', `reading it takes longer than ${timeoutMs / 1000} s`));
      void worker.terminate();
    }, timeoutMs);
    worker.once('message', (verdict: FileVerdict) => resolve(verdict));
    worker.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') {
        resolve(refused('over-budget', `reading it needs more than ${heapMb} MB`));
      } else {
        reject(error);
      }
    });
    worker.once('exit', () => {
      clearTimeout(timer);
      reject(new Error('The PDF parse worker ended without a verdict'));
    });
  });
}

/**
 * Whether bytes are a PDF the rule takes: the size and the header first, then a full parse by
 * pdf-lib off the event loop within PDF_PARSE_BUDGET (a PDF compression bomb, or a file built to
 * parse slowly, is refused there instead of stalling the server).
 */
export async function checkPdf(bytes: Uint8Array, rule: PdfRule): Promise<FileVerdict> {
  if (bytes.byteLength > rule.maxBytes) {
    return refused('too-large', `it is larger than ${rule.maxBytes / 2 ** 20} MB`);
  }
  if (Buffer.from(bytes.subarray(0, 5)).toString('latin1') !== '%PDF-') {
    return refused('wrong-type', 'it does not start with %PDF-');
  }
  return parsedInWorker(bytes);
}
