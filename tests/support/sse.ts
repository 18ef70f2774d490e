export type SseEvent = { event: string; data: string };

/** Splits the complete server-sent events off the front of `buffer`; `rest` is the incomplete tail. */
export function takeSseEvents(buffer: string): { events: SseEvent[]; rest: string } {
  const events: SseEvent[] = [];
  let rest = buffer;
  let cut: number;
  while ((cut = rest.indexOf('\n\n')) >= 0) {
    const block = rest.slice(0, cut);
    rest = rest.slice(cut + 2);
    const event = block.match(/^event: (.*)$/m)?.[1];
    const data = block.match(/^data: (.*)$/m)?.[1];
    if (event && data) events.push({ event, data });
  }
  return { events, rest };
}

/**
 * Free-spot values from the first occurrence of `from` on, with repeats in a row removed: a stream may
 * send the same count twice (two notifications read within one flush window both see the latest state),
 * which a browser shows as no change.
 */
export function spotsFrom(values: number[], from: number): number[] {
  const start = values.indexOf(from);
  if (start < 0) return [];
  return values.slice(start).filter((value, i, all) => i === 0 || value !== all[i - 1]);
}
