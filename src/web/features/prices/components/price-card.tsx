import { useId } from 'react';
import { Link } from 'react-router';
import { CalendarRange, Sparkles, Ticket } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { Price } from '@shared/schemas/prices';
import { formatMoney } from '@shared/money';

/** One tariff. The highlighted card (always the second one) carries the 'Beliebt' badge. */
export function PriceCard({ price, highlighted = false }: { price: Price; highlighted?: boolean }) {
  const id = useId();
  const period = price.billingPeriod?.trim() || 'einmalig';
  const facts = [
    price.credits ? { icon: Ticket, text: `${price.credits} Kursstunden` } : null,
    { icon: CalendarRange, text: price.validityDays === 1 ? '1 Tag gültig' : `${price.validityDays} Tage gültig` },
  ].filter((fact) => fact !== null);

  return (
    <article
      aria-labelledby={`${id}-name`}
      className={cn(
        'relative flex w-full flex-col rounded-2xl border bg-card p-6 shadow-soft',
        highlighted ? 'border-brand-600 ring-2 ring-brand-600 lg:-translate-y-2' : 'border-border',
      )}
    >
      {highlighted ? (
        <Badge variant="accent" className="absolute -top-3 left-6 px-3 py-1 text-sm shadow-sm">
          <Sparkles aria-hidden="true" />
          Beliebt
        </Badge>
      ) : null}
      <h3 id={`${id}-name`} className="text-lg font-semibold text-brand-950">
        {price.name}
      </h3>
      <p className="mt-4 flex flex-wrap items-baseline gap-x-2">
        <span className="text-4xl font-bold tracking-tight text-brand-950">{formatMoney(price.amount, price.currency)}</span>
        <span className="text-sm font-medium text-muted-foreground">{period}</span>
      </p>
      {price.description ? <p className="mt-4 text-sm leading-6 text-muted-foreground">{price.description}</p> : null}
      <ul className="mt-5 grid gap-2.5 border-t pt-5 text-sm">
        {facts.map((fact) => (
          <li key={fact.text} className="flex items-center gap-2.5">
            <fact.icon aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
            {fact.text}
          </li>
        ))}
      </ul>
      <Button asChild variant={highlighted ? 'default' : 'outline'} className="mt-6 w-full" size="lg">
        <Link to={`/preise/bestellen/${price.id}`} aria-describedby={`${id}-name`}>
          Online bestellen
        </Link>
      </Button>
    </article>
  );
}
