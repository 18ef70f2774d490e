import { NavLink } from 'react-router';
import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

export type AreaNavItem = { label: string; to: string; icon: LucideIcon };

type AreaNavProps = {
  label: string;
  items: AreaNavItem[];
  /** 'tabs': a horizontal, scrollable row. 'side': a vertical list from md up, tabs below. */
  variant?: 'tabs' | 'side';
  className?: string;
};

/** Sub-navigation of the member and trainer areas. */
export function AreaNav({ label, items, variant = 'tabs', className }: AreaNavProps) {
  const side = variant === 'side';
  return (
    <nav aria-label={label} className={className}>
      <ul className={cn(side ? 'grid grid-cols-2 gap-1 md:flex md:flex-col' : 'flex flex-wrap gap-1')}>
        {items.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              className={cn(
                'flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap text-muted-foreground transition-colors hover:bg-white hover:text-foreground sm:px-3.5',
                'aria-[current=page]:bg-white aria-[current=page]:text-brand-800 aria-[current=page]:shadow-sm aria-[current=page]:ring-1 aria-[current=page]:ring-border',
                side && 'md:py-2.5',
              )}
            >
              <item.icon aria-hidden="true" className="size-4" />
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
