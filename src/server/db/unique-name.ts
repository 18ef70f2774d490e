import { and, eq, ne } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { ApiError } from '../http/errors';
import type { Tx } from './client';
import { isUniqueViolation } from './errors';
import { ERROR_CODES } from '../../shared/error-codes';

/**
 * A catalogue whose names are unique (rooms, courses): a clear German 409 on the name field instead of a
 * database error. The check inside the transaction answers the usual case; when two admins save the same new
 * name at once, the unique index decides and the loser gets the same answer.
 */
export function uniqueNames(table: PgTable, columns: { id: PgColumn; name: PgColumn }, takenMessage: string) {
  const nameTaken = () => new ApiError(409, ERROR_CODES.NAME_TAKEN, takenMessage, { name: takenMessage });
  return {
    async assertFree(tx: Tx, name: string, exceptId?: string) {
      const sameName = eq(columns.name, name);
      const [other] = await tx
        .select({ id: columns.id })
        .from(table)
        .where(exceptId ? and(sameName, ne(columns.id, exceptId)) : sameName);
      if (other) throw nameTaken();
    },
    async guard<T>(work: () => Promise<T>): Promise<T> {
      try {
        return await work();
      } catch (error) {
        if (isUniqueViolation(error)) throw nameTaken();
        throw error;
      }
    },
  };
}
