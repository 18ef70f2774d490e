import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';

/** One card of the settings form: an icon and title, what the settings are for, then the fields. */
export function SettingsSection({
  icon: Icon,
  title,
  description,
  contentClassName = 'gap-4',
  children,
}: {
  icon: LucideIcon;
  title: string;
  description: ReactNode;
  contentClassName?: string;
  children: ReactNode;
}) {
  return (
    <Card className="shadow-none">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-brand-950">
          <Icon aria-hidden="true" className="size-5 text-brand-700" />
          {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className={cn('grid', contentClassName)}>{children}</CardContent>
    </Card>
  );
}
