import { CalendarCheck, Clock, Euro, ReceiptText, type LucideIcon } from 'lucide-react';
import type { PaymentSummary } from '@shared/schemas/payments';
import { formatMoney } from '@shared/money';
import { Card } from '@/components/ui/card';

function SummaryCard({ icon: Icon, label, value, hint }: { icon: LucideIcon; label: string; value: string; hint: string }) {
  return (
    <Card className="flex items-start justify-between gap-3 p-5 shadow-none">
      <div className="min-w-0">
        <p className="text-sm font-medium text-muted-foreground">{label}</p>
        <p className="mt-1 text-2xl font-bold tracking-tight text-brand-950 tabular-nums">{value}</p>
        <p className="mt-1 text-xs text-muted-foreground">{hint}</p>
      </div>
      <span className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
        <Icon aria-hidden="true" className="size-5" />
      </span>
    </Card>
  );
}

/** The four figures over every payment: revenue in total and this month, and how many are open and done. */
export function PaymentSummaryCards({ summary }: { summary: PaymentSummary }) {
  return (
    <section aria-label="Übersicht" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <SummaryCard icon={Euro} label="Gesamtumsatz" value={formatMoney(summary.totalCompleted, summary.currency)} hint="Alle abgeschlossenen Zahlungen" />
      <SummaryCard icon={CalendarCheck} label="Diesen Monat" value={formatMoney(summary.completedThisMonth, summary.currency)} hint="Abgeschlossen im laufenden Monat" />
      <SummaryCard icon={Clock} label="Ausstehend" value={summary.pendingCount.toLocaleString('de-DE')} hint="Zahlungen mit offenem Status" />
      <SummaryCard icon={ReceiptText} label="Abgeschlossen" value={summary.completedCount.toLocaleString('de-DE')} hint="Bezahlte Zahlungen" />
    </section>
  );
}
