import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/** The longest requests of open connections wait while a crowd of new connections is taken in. */
const MAX_HOLD_MS = 100;

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * Node takes in one new connection per turn of its event loop (libuv accepts once per turn, by design),
 * and a turn lasts as long as the work done in it. When a crowd connects at once (the moment a session
 * opens for booking, everyone reconnecting after a restart), the connections wait in the kernel's queue
 * while the requests of connections already open are served, and those, kept alive, send their next
 * request at once: the first to arrive would be served last. So while new connections are coming in,
 * requests wait, and each turn does little but take in the next connection; once a turn brings none (the
 * kernel's queue is empty), the held requests run in the order they came. A lone new connection holds
 * requests for one turn, microseconds; a steady stream of them never more than 100 ms.
 */
export function createCrowdAdmission() {
  let held: [IncomingMessage, ServerResponse][] = [];
  let dispatch: Listener = () => {};
  const waiting: (() => void)[] = [];
  let holding = false;
  let acceptedThisTurn = false;
  let holdingSince = 0;
  let requests = { inFlight: 0 };

  // Runs in the check phase, after the turn's poll phase has taken in at most one connection.
  const endOfTurn = () => {
    if (acceptedThisTurn && performance.now() - holdingSince < MAX_HOLD_MS) {
      acceptedThisTurn = false;
      setImmediate(endOfTurn);
      return;
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
