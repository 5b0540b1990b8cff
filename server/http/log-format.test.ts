import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../config';
import { chosenLogFormat, readableLogStream } from './log-format';

/** What the readable stream writes for each JSON line given. */
async function readable(...lines: object[]): Promise<string> {
  const out = new PassThrough();
  let written = '';
  out.on('data', (chunk: Buffer) => (written += chunk.toString()));
  const stream = readableLogStream(out, false);
  for (const line of lines) stream.write(`${JSON.stringify(line)}\n`);
  await new Promise((resolve) => setImmediate(resolve));
  return written;
}

describe('the log format', () => {
  it('is readable in a terminal and JSON elsewhere, unless LOG_FORMAT says', () => {
    expect(chosenLogFormat(null, true)).toBe('pretty');
    expect(chosenLogFormat(null, false)).toBe('json');
    expect(chosenLogFormat('json', true)).toBe('json');
    expect(chosenLogFormat('pretty', false)).toBe('pretty');
  });

  it('reads LOG_FORMAT, refusing what is neither', () => {
    expect(readConfig({}).logFormat).toBeNull();
    expect(readConfig({ LOG_FORMAT: 'pretty' }).logFormat).toBe('pretty');
    expect(() => readConfig({ LOG_FORMAT: 'yaml' })).toThrow(/LOG_FORMAT must be json or pretty/);
  });

  it('writes a request on one readable line: time, level, message, method, URL, status, time, id', async () => {
    const written = await readable({
      level: 30,
      time: Date.UTC(2026, 11, 1, 9, 30, 5, 120),
      pid: 1,
      hostname: 'charter-1',
      reqId: '4f1c2b7a-0000-4000-8000-000000000001',
      req: { method: 'GET', url: '/api/v1/signing/[redacted]', remoteAddress: '127.0.0.1' },
      res: { statusCode: 404 },
      responseTime: 12.6,
      msg: 'request completed',
    });
    expect(written).toMatch(
      /^\[\d\d:\d\d:05\.120\] INFO: request completed GET \/api\/v1\/signing\/\[redacted\] 404 13 ms \[4f1c2b7a-0000-4000-8000-000000000001\]\n$/,
    );
  });

  it("shows a server failure's stack, and a refusal's error in one line", async () => {
    const err = { type: 'Error', message: 'boom', stack: 'Error: boom\n    at handler (x.ts:1:1)' };
    const written = await readable(
      { level: 50, time: 0, msg: 'request failed', err },
      { level: 30, time: 0, msg: 'request refused: boom', err },
    );
    expect(written).toMatch(/ERROR: request failed ?\n {4}err: Error: boom\n {8}at handler/);
    expect(written).toMatch(/INFO: request refused: boom ?\n {4}err: Error: boom\n$/);
  });
});
