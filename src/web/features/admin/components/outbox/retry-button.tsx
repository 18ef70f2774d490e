import { Loader2, RotateCw } from 'lucide-react';
import type { OutboxMail } from '@shared/schemas/admin';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useRetryMail } from '@/features/admin/api/retry-mail';

/** 'Erneut senden' for a mail the job runner gave up on. */
export function RetryButton({ mail, className }: { mail: OutboxMail; className?: string }) {
  const retry = useRetryMail();
  const onRetry = async () => {
    try {
      const result = await retry.mutateAsync(mail.id);
      toast.success('Erneut gesendet', { description: `${result.message} (an ${mail.to})` });
    } catch (error) {
      toast.error('Fehler', { description: errorMessage(error) });
    }
  };
  return (
    <Button variant="outline" size="sm" className={className} disabled={retry.isPending} onClick={() => void onRetry()} aria-label={`Erneut senden: ${mail.subject} an ${mail.to}`}>
      {retry.isPending ? <Loader2 aria-hidden="true" className="animate-spin" /> : <RotateCw aria-hidden="true" />}
      Erneut senden
    </Button>
  );
}
