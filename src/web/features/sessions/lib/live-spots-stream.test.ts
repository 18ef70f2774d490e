import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QUERY_ROOTS } from '@shared/api-queries';

/** Stands in for the browser's EventSource: records what was opened and lets the test send events. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  closed = false;
  private listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data = '{}') {
    for (const listener of this.listeners.get(type) ?? []) listener({ data } as MessageEvent<string>);
  }
}

let stream: typeof import('./live-spots-stream');
let queryClient: QueryClient;
const open = () => FakeEventSource.opened.filter((source) => !source.closed);
const weekKey = [...QUERY_ROOTS.sessions, 'week', '2026-11-23'];

beforeEach(async () => {
  vi.useFakeTimers();
  vi.stubGlobal('EventSource', FakeEventSource);
  FakeEventSource.opened = [];
  vi.resetModules(); // the stream is the tab's: a fresh tab per test
  stream = await import('./live-spots-stream');
  queryClient = new QueryClient();
  queryClient.setQueryData(weekKey, { sessions: [{ id: 's1', availableSpots: 5, currentParticipants: 15, maxParticipants: 20 }] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the tab-wide live free-spots stream', () => {
  it('serves every page from one connection, and keeps it while the member moves between pages', () => {
    const leaveTimetable = stream.joinLiveSpots(queryClient);
    const leaveCoursePage = stream.joinLiveSpots(queryClient);
    expect(FakeEventSource.opened.map((source) => source.url)).toEqual(['/api/sessions/live']);

    leaveTimetable();
    leaveCoursePage();
    vi.advanceTimersByTime(stream.LIVE_SPOTS_LINGER_MS - 1_000);
    const leaveAgain = stream.joinLiveSpots(queryClient); // back on the timetable in time
    vi.advanceTimersByTime(stream.LIVE_SPOTS_LINGER_MS * 2);
    expect(FakeEventSource.opened).toHaveLength(1);
    expect(open()).toHaveLength(1);

    leaveAgain();
    leaveAgain(); // a second call (React's strict effects) changes nothing
    vi.advanceTimersByTime(stream.LIVE_SPOTS_LINGER_MS);
    expect(open()).toHaveLength(0);
  });

  it('writes free spots into the cached lists', () => {
    stream.joinLiveSpots(queryClient);
    const [source] = FakeEventSource.opened;
    source.emit('ready');
    source.emit('spots', JSON.stringify([{ sessionId: 's1', availableSpots: 4, currentParticipants: 16, maxParticipants: 20 }]));
    expect(queryClient.getQueryData(weekKey)).toEqual({ sessions: [{ id: 's1', availableSpots: 4, currentParticipants: 16, maxParticipants: 20 }] });
    source.emit('spots', 'kein JSON');
    expect(queryClient.getQueryData<{ sessions: { availableSpots: number }[] }>(weekKey)!.sessions[0].availableSpots).toBe(4);
  });

  it('refetches the lists when a stream opens after the tab had one (changes in between were missed)', () => {
    const leave = stream.joinLiveSpots(queryClient);
    FakeEventSource.opened[0].emit('ready');
    expect(queryClient.getQueryState(weekKey)!.isInvalidated).toBe(false);
    leave();
    vi.advanceTimersByTime(stream.LIVE_SPOTS_LINGER_MS);

    stream.joinLiveSpots(queryClient);
    expect(FakeEventSource.opened).toHaveLength(2);
    FakeEventSource.opened[1].emit('ready');
    expect(queryClient.getQueryState(weekKey)!.isInvalidated).toBe(true);
  });
});
