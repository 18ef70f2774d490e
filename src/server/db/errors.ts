/** The PostgreSQL error inside whatever the driver wrapped it in (node-postgres, PGlite, Drizzle). */
function pgErrorWithCode(error: unknown, code: string): { constraint?: string } | null {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === code) return e as { constraint?: string };
  }
  return null;
}

/** True for PostgreSQL's unique_violation (23505). */
export function isUniqueViolation(error: unknown): boolean {
  return pgErrorWithCode(error, '23505') !== null;
}

/** The violated exclusion constraint's name (23P01), or null for any other error. */
export function exclusionViolationOf(error: unknown): string | null {
  const found = pgErrorWithCode(error, '23P01');
  return found ? (found.constraint ?? '') : null;
}

/** The message of PostgreSQL's check_violation (23514), raised by a CHECK constraint or a trigger, or null. */
export function checkViolationMessage(error: unknown): string | null {
  const found = pgErrorWithCode(error, '23514') as { message?: string } | null;
  return found ? (found.message ?? '') : null;
}
