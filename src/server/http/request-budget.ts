import type { MiddlewareHandler } from 'hono';
import { sessionTokenFrom } from '../auth/viewer';
import type { Logger } from '../logger';
import type { AppEnv } from './context';
import { errorBody, messages } from './errors';
import { ERROR_CODES } from '../../shared/error-codes';

/**
 * Fair use of the API: every client (a signed-in session, otherwise a client address) gets a token bucket
 * of requests, and at most a few of its requests run at once; the rest wait in the client's own queue,
 * and free slots go to the waiting clients in turn (round robin), not first come first served. So one
 * client's burst is answered 429 early and cheaply, and never queues other people's requests behind it.
 * In memory, per app server: the limit guards this process's event loop and database pool.
 */
export type BudgetOptions = {
  /** Requests per second a client earns back. */
  ratePerSecond: number;
  /** Requests a client may send at once after a quiet spell (a page load, a tab coming back). */
  burst: number;
  /** Requests of one client running at the same time; more wait in its queue (not refused). */
  perClient: number;
  /** Requests running at the same time in this process; more wait their turn. */
  concurrency: number;
  /** A request that waited this long for its turn is refused. */
  maxWaitMs: number;
  now?: () => number;
};

export const DEFAULT_BUDGET: BudgetOptions = { ratePerSecond: 10, burst: 60, perClient: 4, concurrency: 32, maxWaitMs: 10_000 };

// Load balancers' health checks, and the live-spots event stream, which stays open for hours and is no work
// in progress (it still takes a token when it is opened).
const UNCOUNTED = new Set(['/api/health']);
const STREAMS = new Set(['/api/sessions/live']);

type Client = { tokens: number; updated: number; running: number; queue: (() => void)[] };

export function createRequestBudget(options: BudgetOptions) {
  const now = options.now ?? (() => Date.now());
  const clients = new Map<string, Client>();
  // Clients with queued requests, in the order they get their next turn.
  const waiting = new Set<Client>();
  let running = 0;
  let lastSweep = now();

  function clientFor(key: string, at: number): Client {
    let client = clients.get(key);
    if (!client) clients.set(key, (client = { tokens: options.burst, updated: at, running: 0, queue: [] }));
    const earned = (Math.max(0, at - client.updated) / 1000) * options.ratePerSecond;
    client.tokens = Math.min(options.burst, client.tokens + earned);
    client.updated = at;
    return client;
  }

  /** Forgets idle clients whose bucket has refilled, so the map holds only recent callers. */
  function sweep(at: number) {
    if (at - lastSweep < 60_000) return;
    lastSweep = at;
    const refillMs = (options.burst / options.ratePerSecond) * 1000;
    for (const [key, client] of clients) {
      if (client.running === 0 && client.queue.length === 0 && at - client.updated >= refillMs) clients.delete(key);
    }
  }

  /** Starts queued requests while there are free slots, one per client per round. */
  function dispatch() {
    let progress = true;
    while (running < options.concurrency && waiting.size > 0 && progress) {
      progress = false;
      for (const client of [...waiting]) {
        if (running >= options.concurrency) break;
        if (client.running >= options.perClient) continue;
        const start = client.queue.shift()!;
        waiting.delete(client);
        if (client.queue.length > 0) waiting.add(client); // to the back of the line
        start();
        progress = true;
      }
    }
  }

  return {
    /**
     * Takes a token and waits for a slot. Answers 'refused' with the seconds to wait, or a release
     * function to call when the request is done.
     */
    async admit(key: string, stream: boolean): Promise<{ refused: number } | { release: () => void }> {
      const at = now();
      sweep(at);
      const client = clientFor(key, at);
      if (client.tokens < 1) return { refused: Math.max(1, Math.ceil((1 - client.tokens) / options.ratePerSecond)) };
      client.tokens -= 1;
      if (stream) return { release: () => {} };
      const release = () => {
        running--;
        client.running--;
        dispatch();
      };
      if (running < options.concurrency && client.running < options.perClient && client.queue.length === 0) {
        running++;
        client.running++;
        return { release };
      }
      // The bucket bounds the queue: a client cannot have more than `burst` requests waiting.
      return new Promise((resolve) => {
        const start = () => {
          clearTimeout(timer);
          running++;
          client.running++;
          resolve({ release });
        };
        const timer = setTimeout(() => {
          const index = client.queue.indexOf(start);
          if (index >= 0) client.queue.splice(index, 1);
          if (client.queue.length === 0) waiting.delete(client);
          resolve({ refused: 1 });
        }, options.maxWaitMs);
        client.queue.push(start);
        waiting.add(client);
      });
    },
    /** Requests running and waiting now (for tests and the benchmark's report). */
    stats: () => ({ running, waiting: [...waiting].reduce((n, c) => n + c.queue.length, 0), clients: clients.size }),
  };
}

/**
 * The budget as middleware for /api. A signed-in request counts against its session (checked by its
 * signature, so made-up cookies count against the address); others against the client address. The
 * app's own in-process calls (the HTML handler's page data: no socket, no forwarded address) are its
 * own work on behalf of a request that was already let in.
 */
export function requestBudget(options: BudgetOptions & { enabled: boolean; authSecret: string }): MiddlewareHandler<AppEnv> {
  const budget = createRequestBudget(options);
  const refusals = refusalLog(options.now);
  return async (c, next) => {
    if (!options.enabled || UNCOUNTED.has(c.req.path)) return next();
    const incoming = (c.env as { incoming?: unknown } | undefined)?.incoming;
    if (!incoming && !c.req.header('x-forwarded-for')) return next();
    const token = sessionTokenFrom(c.req.header('cookie') ?? null, options.authSecret);
    const admitted = await budget.admit(token ? `session:${token}` : `ip:${c.var.clientIp}`, STREAMS.has(c.req.path));
    if ('refused' in admitted) {
      c.set('refusedByBudget', true);
      refusals.note(token ? `session:${token.slice(0, 8)}` : `ip:${c.var.clientIp}`, c.var.log);
      c.header('Retry-After', String(admitted.refused));
      return c.json(errorBody(ERROR_CODES.TOO_MANY_REQUESTS, messages.tooManyRequests), 429);
    }
    try {
      await next();
    } finally {
      admitted.release();
    }
  };
}

/** How often one client's refusals are summed up in the log while a burst goes on. */
const REFUSAL_LOG_EVERY_MS = 10_000;

/**
 * A burst is thousands of refused requests; a log line for each (written while the burst lasts) slowed
 * every other member's requests more than the burst itself. Instead: one warning when a client is first
 * refused, then one line per ten seconds with how many were refused meanwhile. `client` names the
 * session by the first characters of its token (enough to find it, useless to sign in with) or the address.
 */
function refusalLog(now: () => number = () => Date.now()) {
  const open = new Map<string, { since: number; refused: number; log: Logger }>();
  const summarise = (client: string, entry: { since: number; refused: number; log: Logger }) => {
    if (entry.refused > 0) entry.log.warn({ client, refused: entry.refused, seconds: Math.round((now() - entry.since) / 1000) }, 'API budget: requests refused meanwhile');
  };
  const timer = setInterval(() => {
    const at = now();
    for (const [client, entry] of open) {
      if (at - entry.since < REFUSAL_LOG_EVERY_MS) continue;
      summarise(client, entry);
      if (entry.refused === 0) open.delete(client);
      else Object.assign(entry, { since: at, refused: 0 });
    }
  }, REFUSAL_LOG_EVERY_MS);
  timer.unref();
  return {
    note(client: string, log: Logger) {
      const entry = open.get(client);
      if (entry) {
        entry.refused += 1;
        return;
      }
      open.set(client, { since: now(), refused: 0, log });
      log.warn({ client }, 'API budget used up: refusing requests (429) until it refills');
    },
  };
}
