import { FileDown, Info, Receipt } from 'lucide-react';
import type { MemberInvoice } from '@shared/schemas/invoices';
import { formatMoney } from '@shared/money';
import { QueryState } from '@/components/data/query-state';
import { ResponsiveList, type ListColumn } from '@/components/data/responsive-list';
import { AreaPageHeader } from '@/components/layout/area-page-header';
import { InfoCard } from '@/components/layout/info-card';
import { buttonVariants } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { shortDate } from '@/lib/session-format';
import { invoicePdfUrl, useMyInvoices } from '../api/get-my-invoices';

const title = (invoice: MemberInvoice) => `${invoice.kind === 'cancellation' ? 'Stornorechnung' : 'Rechnung'} ${invoice.number}`;

function Download({ invoice }: { invoice: MemberInvoice }) {
  return (
    <a href={invoicePdfUrl(invoice.id)} download={`Rechnung-${invoice.number}.pdf`} className={buttonVariants({ variant: 'outline', size: 'sm' })} aria-label={`${title(invoice)} als PDF herunterladen`}>
      <FileDown aria-hidden="true" />
      PDF
    </a>
  );
}

const columns: ListColumn<MemberInvoice>[] = [
  { header: 'Nummer', cell: title, rowHeader: true },
  { header: 'Datum', cell: (invoice) => shortDate(invoice.issuedAt), className: 'whitespace-nowrap tabular-nums' },
  { header: 'Leistung', cell: (invoice) => invoice.description },
  { header: 'Betrag', cell: (invoice) => formatMoney(invoice.gross), className: 'whitespace-nowrap text-right tabular-nums', headerClassName: 'text-right' },
];

/** /member/invoices 'Rechnungen': every invoice and Stornorechnung of the member, each as the PDF it was issued as. */
export function MemberInvoicesPage() {
  const invoices = useMyInvoices();
  return (
    <>
      <AreaPageHeader title="Rechnungen" intro="Ihre Rechnungen und Stornorechnungen zum Herunterladen, so wie sie ausgestellt wurden." />
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem] lg:items-start">
        <div className="min-w-0">
          <QueryState
            query={invoices}
            errorTitle="Ihre Rechnungen konnten nicht geladen werden"
            empty={<EmptyState icon={Receipt} title="Sie haben noch keine Rechnung.">Für jede bezahlte Karte und Mitgliedschaft stellen wir Ihnen hier eine Rechnung bereit.</EmptyState>}
          >
            {(list) => (
              <ResponsiveList
                caption="Meine Rechnungen, neueste zuerst"
                cardsLabel="Meine Rechnungen"
                rows={list}
                columns={columns}
                actions={(invoice) => <Download invoice={invoice} />}
                actionsHeader="Herunterladen"
              />
            )}
          </QueryState>
        </div>
        <InfoCard icon={Info} title="Gut zu wissen">
          <ul className="grid list-disc gap-1.5 pl-4">
            <li>Eine Rechnung ändert sich nach dem Ausstellen nicht mehr. Wird eine Zahlung erstattet, erhalten Sie eine Stornorechnung mit eigener Nummer.</li>
            <li>Ihre Anschrift auf künftigen Rechnungen pflegen Sie unter „Mein Profil“.</li>
          </ul>
        </InfoCard>
      </div>
    </>
  );
}

export default MemberInvoicesPage;
