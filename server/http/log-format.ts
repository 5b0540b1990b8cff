import type { Writable } from 'node:stream';
import { PinoPretty } from 'pino-pretty';
import type { LogFormat } from '../config';

/**
 * The format of the log lines: LOG_FORMAT when set; otherwise readable lines when a person
 * watches a terminal (`npm start`), JSON lines when the output goes anywhere else (a file, a
 * container's log collector, a pipe).
 */
export function chosenLogFormat(setting: LogFormat | null, toTerminal: boolean): LogFormat {
  return setting ?? (toTerminal ? 'pretty' : 'json');
}

/** The fields a readable line shows in its text instead of after it. */
const SHOWN_IN_TEXT = 'pid,hostname,reqId,req,res,responseTime';

interface LoggedRequest {
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  reqId?: string;
}

/**
 * One line of a request as a person reads it: the message, then the request's method and URL
 * (redacted as in JSON), its status and time when done, and its id to find its other lines.
 */
export function readableMessage(line: Record<string, unknown>, messageKey: string): string {
  const { req, res, responseTime, reqId } = line as LoggedRequest;
  return [
    String(line[messageKey] ?? ''),
    req ? `${req.method} ${req.url}` : null,
    res?.statusCode !== undefined ? String(res.statusCode) : null,
    responseTime !== undefined ? `${Math.round(responseTime)} ms` : null,
    reqId ? `[${reqId}]` : null,
  ]
    .filter((part) => part !== null && part !== '')
    .join(' ');
}

/** pino's level of errors: a failure's stack is shown from there up. */
const ERROR_LEVEL = 50;

/**
 * A logged error (http/logging.ts serializeError) as a person reads it: its stack for the
 * server's failures, one line for the rest (a refused request, a job to retry), whose message
 * already says what happened.
 */
function readableError(err: unknown, _key: string, line: object): string {
  const { type, message, stack } = err as { type?: string; message?: string; stack?: string };
  return (line as { level?: number }).level! >= ERROR_LEVEL && stack
    ? stack
    : `${type}: ${message}`;
}

/**
 * Readable log lines (pino-pretty): time, level and readableMessage, other fields on the same
 * line; written at once (sync), so the last lines before an exit are not lost.
 */
export function readableLogStream(
  destination: Writable | number = 1,
  colorize = typeof destination === 'number',
): Writable {
  return PinoPretty({
    destination,
    colorize,
    sync: true,
    singleLine: true,
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: SHOWN_IN_TEXT,
    messageFormat: readableMessage,
    customPrettifiers: { err: readableError },
  });
}

/**
 * Where a server writes its logs when no stream is given: readable lines to standard output
 * when the format chosen is pretty; undefined keeps pino's JSON to standard output.
 */
export function standardOutputLog(setting: LogFormat | null): Writable | undefined {
  return chosenLogFormat(setting, process.stdout.isTTY === true) === 'pretty'
    ? readableLogStream()
    : undefined;
}
