import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { QueryState } from '@/components/data/query-state';
import { Spinner } from '@/components/ui/spinner';
import { useFaqs } from '../api/get-faqs';
import { FaqAccordion } from './faq-accordion';

/** "Häufige Fragen" block for other pages (e.g. /preise): all active FAQs as an accordion. */
export function FaqSection({ title = 'Häufige Fragen' }: { title?: string }) {
  const faqs = useFaqs();
  if (faqs.isSuccess && faqs.data.length === 0) return null;

  return (
    <section aria-labelledby="faq-section-title" className="mx-auto w-full max-w-3xl">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <h2 id="faq-section-title" className="text-2xl font-bold tracking-tight text-brand-950 sm:text-3xl">
          {title}
        </h2>
        <Link
          to="/faq"
          className="inline-flex items-center gap-1.5 rounded-sm text-sm font-semibold text-primary underline-offset-4 hover:underline"
        >
          Alle Fragen und Antworten
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      <QueryState query={faqs} errorTitle="Fragen konnten nicht geladen werden" loading={<Spinner label="Lädt..." showLabel />}>
        {(data) => <FaqAccordion faqs={data} />}
      </QueryState>
    </section>
  );
}
