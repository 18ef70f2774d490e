import { useState } from 'react';
import { Download, FileDown, Receipt } from 'lucide-react';
import type { AdminInvoices } from '@shared/schemas/invoices';
import { formatMoney } from '@shared/money';
import { germanDay } from '@shared/time';
import { QueryState } from '@/components/data/query-state';
import { ResponsiveList, type ListColumn } from '@/components/data/responsive-list';
import { LabelledOptions, NativeSelect } from '@/components/form/select';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Label } from '@/components/ui/label';
import { adminInvoicePdfUrl, invoicesExportUrl, useAdminInvoices } from '../api/get-admin-invoices';

type AdminInvoice = AdminInvoices['invoices'][number];

const kindLabel = (invoice: AdminInvoice) => (invoice.kind === 'cancellation' ? 'Stornorechnung' : 'Rechnung');
const amount = (value: number) => formatMoney(value);

const columns: ListColumn<AdminInvoice>[] = [
  { header: 'Nummer', cell: (invoice) => invoice.number, rowHeader: true, className: 'whitespace-nowrap tabular-nums' },
  { header: 'Datum', cell: (invoice) => germanDay(invoice.issuedOn), className: 'whitespace-nowrap tabular-nums' },
  { header: 'Art', cell: kindLabel },
  { header: 'Mitglied', cell: (invoice) => invoice.memberName },
  { header: 'Netto', cell: (invoice) => amount(invoice.net), className: 'whitespace-nowrap text-right tabular-nums', headerClassName: 'text-right' },
  { header: 'USt.', cell: (invoice) => amount(invoice.vat), className: 'whitespace-nowrap text-right tabular-nums', headerClassName: 'text-right' },
  { header: 'Brutto', cell: (invoice) => amount(invoice.gross), className: 'whitespace-nowrap text-right tabular-nums', headerClassName: 'text-right' },
  { header: 'Zahlungsart', cell: (invoice) => invoice.paymentMethod ?? '–' },
];

/** /admin/rechnungen: a year's invoices and Stornorechnungen in number order, their sums, each PDF, and the CSV for the tax adviser. */
export function AdminInvoicesPage() {
  const [year, setYear] = useState<number | undefined>(undefined);
  const invoices = useAdminInvoices(year);
  const shown = invoices.data?.year ?? year;

  return (
    <>
      <AdminPageHeader
        title="Rechnungen"
        description="Alle Rechnungen und Stornorechnungen eines Jahres, lückenlos nummeriert, mit Export für die Steuerberatung."
        actions={
          <Button asChild variant="outline">
            <a href={invoicesExportUrl(shown)} download>
              <Download aria-hidden="true" />
              CSV exportieren
            </a>
          </Button>
        }
      />
      <QueryState query={invoices} errorTitle="Die Rechnungen konnten nicht geladen werden">
        {(data) => (
          <div className="grid gap-4">
            <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
              <div className="grid gap-1.5">
                <Label htmlFor="rechnungen-jahr">Jahr</Label>
                <NativeSelect id="rechnungen-jahr" wrapperClassName="sm:w-40" value={String(data.year)} onChange={(event) => setYear(Number(event.target.value))}>
                  <LabelledOptions values={data.years.map(String)} labels={Object.fromEntries(data.years.map((y) => [String(y), String(y)]))} />
                </NativeSelect>
              </div>
              <Card className="grid grid-cols-3 gap-4 px-4 py-3 text-sm shadow-none" aria-label={`Summen ${data.year}`}>
                {(['net', 'vat', 'gross'] as const).map((key) => (
                  <p key={key} className="grid">
                    <span className="text-muted-foreground">{{ net: 'Netto', vat: 'USt.', gross: 'Brutto' }[key]}</span>
                    <span className="font-semibold tabular-nums">{amount(data.totals[key])}</span>
                  </p>
                ))}
              </Card>
            </div>
            {data.invoices.length === 0 ? (
              <EmptyState icon={Receipt} title={`Keine Rechnungen im Jahr ${data.year}`} />
            ) : (
              <ResponsiveList
                caption={`Rechnungen ${data.year}, nach Nummer`}
                rows={data.invoices}
                columns={columns}
                busy={invoices.isPlaceholderData}
                actionsHeader="PDF"
                actions={(invoice) => (
                  <a href={adminInvoicePdfUrl(invoice.id)} download className={buttonVariants({ variant: 'ghost', size: 'icon-sm' })} aria-label={`${kindLabel(invoice)} ${invoice.number} als PDF herunterladen`}>
                    <FileDown aria-hidden="true" />
                  </a>
                )}
              />
            )}
          </div>
        )}
      </QueryState>
    </>
  );
}

export default AdminInvoicesPage;
