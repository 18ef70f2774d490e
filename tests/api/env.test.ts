import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../src/server/env';

describe('environment validation', () => {
  it('uses the documented defaults', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 3000, DATA_DIR: './data', SEED_DEMO: 'true', RATE_LIMIT: 'on' });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('stops with a message naming the bad variable', () => {
    expect(() => parseEnv({ PORT: 'achtzig' })).toThrow(/PORT/);
    expect(() => parseEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must start with postgres/);
    expect(() => parseEnv({ SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL/);
    expect(() => parseEnv({ BETTER_AUTH_SECRET: 'kurz' })).toThrow(/BETTER_AUTH_SECRET: must be at least 32/);
  });

  it('treats empty values as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', PORT: '' }).PORT).toBe(3000);
  });
});
