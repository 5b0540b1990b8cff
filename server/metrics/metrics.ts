import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/*
 * The process's Prometheus metrics (decision 0095): one registry per process, as a process is
 * what Prometheus scrapes. Mechanisms and products count through `metrics` below; nothing here
 * knows who counts. Every label's values come from a bounded set (route templates, job kinds,
 * signing events), never from a request's own text.
 */

/** Every counter and histogram of the process, with the default Node.js process metrics. */
export const processRegistry = new Registry();

/** Latency buckets, in seconds: a page save is tens of milliseconds, a PDF a second or more. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const metrics = {
  httpRequests: new Counter({
    name: 'charter_http_requests_total',
    help: 'HTTP requests answered, by method, route template and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [processRegistry],
  }),
  httpDuration: new Histogram({
    name: 'charter_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer sent, by method, route template and status class',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [processRegistry],
  }),
  httpServerErrors: new Counter({
    name: 'charter_http_server_errors_total',
    help: "Requests answered with a server's failure (5xx), by method and route template",
    labelNames: ['method', 'route'] as const,
    registers: [processRegistry],
  }),
  requestsShed: new Counter({
    name: 'charter_http_requests_shed_total',
    help: 'Requests answered 503 at once because the event loop was too slow (load shedding)',
    registers: [processRegistry],
  }),
  jobFailures: new Counter({
    name: 'charter_job_failures_total',
    help: 'Job attempts whose handler threw (each retry counts), by kind',
    labelNames: ['kind'] as const,
    registers: [processRegistry],
  }),
  pageSaveConflicts: new Counter({
    name: 'charter_page_save_conflicts_total',
    help: 'Questionnaire page saves refused with 409: based on a version changed elsewhere (an outbox replay, another device)',
    registers: [processRegistry],
  }),
  mailSent: new Counter({
    name: 'charter_mail_sent_total',
    help: 'Messages handed over for delivery (to the SMTP server, or the mail folder)',
    registers: [processRegistry],
  }),
  signingEvents: new Counter({
    name: 'charter_signing_events_total',
    help: "Events of envelopes' audit trails (sent, viewed, signed, completed, reminded, resent, returned), by event",
    labelNames: ['event'] as const,
    registers: [processRegistry],
  }),
};

let defaultMetricsCollected = false;

/**
 * Adds Node.js's process metrics (CPU, memory, event loop lag, handles) to the registry, once:
 * only a process that serves metrics pays for their sampling.
 */
export function collectProcessMetrics(): void {
  if (defaultMetricsCollected) return;
  defaultMetricsCollected = true;
  collectDefaultMetrics({ register: processRegistry });
}
