import { FileDown, RefreshCw } from 'lucide-react';
import type { SeriesAttendance } from '@shared/schemas/series';
import { germanDay } from '@shared/time';
import { Button } from '@/components/ui/button';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { seriesCertificatePdfUrl, useReissueSeriesCertificate } from '@/features/admin/api/reissue-series-certificate';

type Row = SeriesAttendance['rows'][number];

/**
 * A participant's certificate: its number (and the one it replaced), the PDF, and 'Neu ausstellen' after a
 * correction, which gives a new number stating that it replaces the earlier one.
 */
export function CertificateCell({ row, finished }: { row: Row; finished: boolean }) {
  const reissue = useReissueSeriesCertificate();
  const certificate = row.certificate;
  const onConfirm = () =>
    reissue.mutate(row.registrationId, {
      onSuccess: ({ message }) => toast.success(certificate ? 'Bescheinigung neu ausgestellt' : 'Bescheinigung ausgestellt', { description: `${message} ${row.personName} erhält sie per E-Mail.` }),
      onError: (error) => toast.error('Fehler', { description: errorMessage(error) }),
    });
  // Before the last date nothing is issued; afterwards only a person who qualifies gets a first one.
  const canIssue = finished && (certificate !== null || row.qualifies);

  return (
    <div className="grid gap-1 whitespace-nowrap">
      {certificate ? (
        <p className="text-xs text-muted-foreground">
          <span className="font-mono text-sm font-semibold text-foreground">{certificate.number}</span> vom {germanDay(certificate.issuedOn)}
          {certificate.replacesNumber ? <span className="block">ersetzt {certificate.replacesNumber}</span> : null}
        </p>
      ) : (
        <p className="text-xs text-muted-foreground">{finished ? (row.qualifies ? 'Noch nicht ausgestellt' : 'Keine: zu wenige Termine') : 'Nach dem letzten Termin'}</p>
      )}
      {certificate || canIssue ? (
        <div className="-ml-2 flex gap-1">
          {certificate ? (
            <Button asChild variant="ghost" size="sm" className="h-8 px-2">
              <a href={seriesCertificatePdfUrl(certificate.id)} target="_blank" rel="noopener">
                <FileDown aria-hidden="true" />
                PDF
                <span className="sr-only">: Bescheinigung {certificate.number} von {row.personName}</span>
              </a>
            </Button>
          ) : null}
          {canIssue ? (
            <ConfirmAction
              trigger={
                <Button variant="ghost" size="sm" className="h-8 px-2" disabled={reissue.isPending}>
                  <RefreshCw aria-hidden="true" className={reissue.isPending ? 'animate-spin' : undefined} />
                  {certificate ? 'Neu ausstellen' : 'Ausstellen'}
                  <span className="sr-only">: {row.personName}</span>
                </Button>
              }
              title={certificate ? 'Bescheinigung neu ausstellen?' : 'Bescheinigung ausstellen?'}
              description={
                certificate
                  ? `${row.personName} erhält eine Bescheinigung mit neuer Nummer nach der heutigen Anwesenheit (${row.attendedCount} Termine). Sie ersetzt ${certificate.number}, die bleibt gespeichert.`
                  : `${row.personName} erhält eine Bescheinigung nach der heutigen Anwesenheit (${row.attendedCount} Termine).`
              }
              confirmLabel={certificate ? 'Neu ausstellen' : 'Ausstellen'}
              destructive={false}
              onConfirm={onConfirm}
            />
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
