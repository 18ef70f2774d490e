import { describe, expect, it } from 'vitest';
import { sessionTone } from './session-tone';

describe('session card colour', () => {
  it('is pink for children\'s courses, sand for 1-5 free spots, mint above, grey when full', () => {
    expect(sessionTone('Kindersport', 10)).toBe('pink');
    expect(sessionTone('Kids Dance', 0)).toBe('pink');
    expect(sessionTone('Yoga', 5)).toBe('sand');
    expect(sessionTone('Yoga', 1)).toBe('sand');
    expect(sessionTone('Yoga', 6)).toBe('mint');
    expect(sessionTone('Yoga', 0)).toBe('grey');
  });

  it('is grey for every session that is over, children\'s courses included', () => {
    expect(sessionTone('Kindersport', 10, true)).toBe('grey');
    expect(sessionTone('Eltern-Kind-Turnen', 3, true)).toBe('grey');
    expect(sessionTone('Yoga', 8, true)).toBe('grey');
  });
});
