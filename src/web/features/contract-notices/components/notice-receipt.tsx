import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { CircleCheck, Mail } from 'lucide-react';
import { NOTICE_KIND_LABELS } from '@shared/labels';
import { CONTRACT_NOTICE_TEXTS, NOTICE_TIMING_LABELS, receiptTime } from '@shared/schemas/contract-notice-texts';
import type { ContractNoticeReceipt } from '@shared/schemas/contract-notices';
import { germanDay } from '@shared/time';
import { buttonVariants } from '@/components/ui/button';

/** What the receipt says about the end: the date for a member's own contract; a guest reads it in the mail. */
function endSentence(receipt: ContractNoticeReceipt) {
  if (receipt.sender === 'guest') return `Die Bestätigung mit dem Vertragsende haben wir an ${receipt.email} geschickt.`;
  if (!receipt.endsOn) return CONTRACT_NOTICE_TEXTS.studioDetermines;
  if (receipt.kind === 'ordinary') return `Ihr Vertrag endet am ${germanDay(receipt.endsOn)}.`;
  return `Gewünschtes Vertragsende: ${germanDay(receipt.endsOn)}. ${CONTRACT_NOTICE_TEXTS.extraordinaryReview}`;
}

/** The confirmation shown in the form's place: when the notice was received, what it names, and how the contract ends. */
export function NoticeReceipt({ receipt }: { receipt: ContractNoticeReceipt }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the visitor was in is gone: reading goes on with the confirmation.
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, []);

  const facts: [string, string][] = [
    ['Eingegangen am', receiptTime(receipt.receivedAt)],
    ['Vertrag', receipt.contract],
    ['Art', NOTICE_KIND_LABELS[receipt.kind]],
    ['Gewünschter Zeitpunkt', receipt.wishedDate ? germanDay(receipt.wishedDate) : NOTICE_TIMING_LABELS.earliest],
  ];

  return (
    <div className="grid gap-6 pt-4">
      <div className="flex items-start gap-4">
        <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800">
          <CircleCheck aria-hidden="true" className="size-6" />
        </span>
        <div className="grid gap-1">
          <h2 ref={heading} tabIndex={-1} className="text-2xl font-bold tracking-tight text-brand-950 focus:outline-none">
            {CONTRACT_NOTICE_TEXTS.received}
          </h2>
          <p className="text-sm text-muted-foreground">Vielen Dank. Bitte bewahren Sie die Bestätigung als Nachweis auf.</p>
        </div>
      </div>

      <dl className="grid gap-x-6 gap-y-3 rounded-xl border border-border bg-muted/40 p-4 text-sm sm:grid-cols-[auto_1fr] sm:p-5">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-muted-foreground">{term}</dt>
            <dd className="-mt-2 font-medium break-words text-foreground sm:mt-0">{value}</dd>
          </div>
        ))}
      </dl>

      <p className="rounded-xl border border-brand-200 bg-brand-50 p-4 text-base font-semibold text-brand-950">{endSentence(receipt)}</p>

      {receipt.sender === 'member' ? (
        <p className="flex items-start gap-2 text-sm text-muted-foreground">
          <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          Eine Eingangsbestätigung haben wir an {receipt.email} geschickt.
        </p>
      ) : null}

      <div>
        <Link to="/" className={buttonVariants({ variant: 'outline' })}>
          Zur Startseite
        </Link>
      </div>
    </div>
  );
}
