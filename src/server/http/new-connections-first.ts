import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/** The longest requests of open connections wait while a crowd of new connections is taken in. */
const MAX_HOLD_MS = 100;
/**
 * A crowd is in once no new connection has come for this long. A turn of the event loop without work lasts
 * microseconds, less than the gaps between the connections of one crowd (a browser, or the network, spaces
 * them by up to a few milliseconds): ending the hold at the first empty turn let answers go out while the
 * last of the crowd were still connecting, and their requests came after later ones.
 */
const QUIET_MS = 2;

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * Node takes in one new connection per turn of its event loop (libuv accepts once per turn, by design),
 * and a turn lasts as long as the work done in it. When a crowd connects at once (the moment a session
 * opens for booking, everyone reconnecting after a restart), the connections wait in the kernel's queue
 * while the requests of connections already open are served, and those, kept alive, send their next
 * request at once: the first to arrive would be served last. So while new connections are coming in,
 * requests wait, and each turn does little but take in the next connection; once a turn brings none (the
 * kernel's queue is empty), the held requests run in the order they came. A lone new connection holds
 * requests for 2 ms; a steady stream of them never more than 100 ms.
 */
export function createCrowdAdmission() {
  let held: [IncomingMessage, ServerResponse][] = [];
  let dispatch: Listener = () => {};
  const waiting: (() => void)[] = [];
  let holding = false;
  let acceptedThisTurn = false;
  let holdingSince = 0;
  let lastConnectionAt = 0;
  let requests = { inFlight: 0 };

  // Runs in the check phase, after the turn's poll phase has taken in at most one connection, or once the
  // quiet time has passed.
  const endOfTurn = () => {
    const now = performance.now();
    if (now - holdingSince < MAX_HOLD_MS) {
      if (acceptedThisTurn) {
        acceptedThisTurn = false;
        setImmediate(endOfTurn);
        return;
      }
      const quietFor = now - lastConnectionAt;
      if (quietFor < QUIET_MS) {
        setTimeout(endOfTurn, QUIET_MS - quietFor);
        return;
      }
    }
    holding = false;
    acceptedThisTurn = false;
    const ready = held;
    held = [];
    requests.inFlight -= ready.length;
    for (const resume of waiting.splice(0)) resume();
    for (const [req, res] of ready) dispatch(req, res);
  };

  return {
    /**
     * The request listener to install on `server` in place of `listener`. Held requests count in
     * `requests.inFlight`, so background jobs give way to the crowd, too.
     */
    listener(server: Server, listener: Listener, inFlight: { inFlight: number } = requests): Listener {
      requests = inFlight;
      dispatch = listener;
      server.on('connection', () => {
        acceptedThisTurn = true;
        lastConnectionAt = performance.now();
        if (holding) return;
        holding = true;
        holdingSince = performance.now();
        setImmediate(endOfTurn);
      });
      return (req, res) => {
        if (!holding) return listener(req, res);
        held.push([req, res]);
        requests.inFlight++;
      };
    },
    /** While a crowd is being taken in, a promise of its end (for work that would lengthen the turns). */
    settled(): Promise<void> | undefined {
      return holding ? new Promise<void>((resolve) => waiting.push(resolve)) : undefined;
    },
  };
}

export type CrowdAdmission = ReturnType<typeof createCrowdAdmission>;
