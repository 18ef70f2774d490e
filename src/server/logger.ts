import pino from 'pino';

export type Logger = pino.Logger;

let stdout: ReturnType<typeof pino.destination> | undefined;

/**
 * Log lines are written to stdout asynchronously: a write that waits for the disk or the journal would
 * hold up every request meanwhile (a synchronous line per request made one member's burst slow everyone).
 * What is still buffered when the process ends is written at exit, so a crash keeps its last lines.
 */
function stdoutDestination() {
  if (!stdout) {
    stdout = pino.destination({ dest: 1, sync: false });
    process.once('exit', () => {
      try {
        stdout?.flushSync();
      } catch {
        // stdout already closed: nothing to write to
      }
    });
  }
  return stdout;
}

export function createLogger(level: string): Logger {
  return pino({ level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime }, level === 'silent' ? undefined : stdoutDestination());
}
