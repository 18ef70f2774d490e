import { PAYMENT_STATUSES, type PaymentStatus } from '@shared/enums';
import { PAYMENT_STATUS_LABELS } from '@shared/labels';
import type { AdminPayment } from '@shared/schemas/payments';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useUpdatePaymentStatus } from '@/features/admin/api/update-payment-status';
import { LabelledOptions, NativeSelect } from '@/components/form/select';

/** Changes a payment's status on the spot ('Status geändert'); the list reloads with the new payment date. */
export function PaymentStatusSelect({ payment, className }: { payment: AdminPayment; className?: string }) {
  const update = useUpdatePaymentStatus();
  const pendingStatus = update.isPending ? update.variables?.status : undefined;

  function change(status: PaymentStatus) {
    update.mutate(
      { id: payment.id, status },
      {
        onSuccess: ({ message }) => toast.success(message),
        onError: (error) => toast.error('Fehler beim Speichern', { description: isApiError(error) && error.fromServer ? error.message : undefined }),
      },
    );
  }

  return (
    <NativeSelect
      wrapperClassName={className}
      aria-label={`Status der Zahlung von ${payment.member.name}`}
      value={pendingStatus ?? payment.status}
      disabled={update.isPending}
      onChange={(event) => change(event.target.value as PaymentStatus)}
    >
      <LabelledOptions values={PAYMENT_STATUSES} labels={PAYMENT_STATUS_LABELS} />
    </NativeSelect>
  );
}
