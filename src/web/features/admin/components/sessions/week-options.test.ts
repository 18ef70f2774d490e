import { describe, expect, it } from 'vitest';
import { weekChoices } from './week-options';

describe('week filter', () => {
  it('offers the weeks around today by their Mondays', () => {
    const choices = weekChoices(1, 2, '2026-11-26');
    expect(choices).toEqual(['2026-11-16', '2026-11-23', '2026-11-30', '2026-12-07']);
  });
});
