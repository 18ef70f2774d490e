import { useQuery } from '@tanstack/react-query';
import type { BackupStatus } from '@shared/schemas/backups';
import { api } from '@/lib/api-client';
import { adminBackupsQueryKey } from '@/lib/query-keys';

/** GET /api/admin/backups — the last backup, the nightly schedule and the copies kept. */
export function useBackupStatus() {
  return useQuery({ queryKey: adminBackupsQueryKey, queryFn: () => api.get<BackupStatus>('/api/admin/backups'), staleTime: 0 });
}
