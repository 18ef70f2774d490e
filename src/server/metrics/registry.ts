import { collectDefaultMetrics, Registry } from 'prom-client';

/**
 * The metrics this process counts as it goes (requests, bookings, mail attempts) and Node's own (event-loop
 * lag, memory, CPU, garbage collection). One per process, like the counters the services increment; the
 * gauges read from the database at scrape time belong to each app (scrape.ts).
 */
export const processRegistry = new Registry();

let defaultsCollected = false;

/** Node's default metrics, started once: they sample the event loop from the moment they are asked for. */
export function collectNodeMetrics() {
  if (defaultsCollected) return;
  defaultsCollected = true;
  collectDefaultMetrics({ register: processRegistry });
}
