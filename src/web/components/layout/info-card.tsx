import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';

type InfoCardProps = {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  action?: ReactNode;
};

/** A card that explains what a section shows, with an optional call to action. */
export function InfoCard({ icon: Icon, title, children, action }: InfoCardProps) {
  return (
    <Card className="flex items-start gap-4 p-5 shadow-none sm:p-6">
      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <h2 className="text-lg font-semibold text-foreground">{title}</h2>
        <div className="mt-1 text-sm leading-6 text-muted-foreground">{children}</div>
        {action ? <div className="mt-4">{action}</div> : null}
      </div>
    </Card>
  );
}
