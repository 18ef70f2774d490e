/** Epoch seconds of the latest successful backup, or null when none is recorded. */
export type LastBackupSource = () => Promise<number | null>;

let source: LastBackupSource | null = null;

/**
 * Where the backup gauge reads from: set once at start-up by whoever records backups. Until it is set, and
 * while it answers null, the gauge is 0 (no backup known, which the 'no backup for two days' alert reports).
 */
export function setLastBackupSource(read: LastBackupSource | null) {
  source = read;
}

export async function readLastBackup(): Promise<number | null> {
  return source ? source() : null;
}
