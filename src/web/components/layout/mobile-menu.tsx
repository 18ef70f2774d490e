import { memo, useCallback, type RefObject } from 'react';
import { Link, useLocation } from 'react-router';
import { LayoutDashboard, LogIn, LogOut, ShieldCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { cn } from '@/lib/cn';
import { MenuLink } from './menu-link';
import { endsAt, iconFor, isActive, trainerArea } from './nav-items';
import type { SiteHeaderProps } from './site-header';

export type MobileMenuProps = SiteHeaderProps & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The header's menu button; focus returns to it when the menu closes. */
  triggerRef: RefObject<HTMLButtonElement | null>;
};

/** The phone menu (a sheet on the native <dialog>), rendered closed with the header. */
export default function MobileMenu({ open, onOpenChange, triggerRef, ...body }: MobileMenuProps) {
  // Focus goes back to the menu button, also after a link in the menu was followed.
  const change = useCallback(
    (next: boolean) => {
      onOpenChange(next);
      if (!next) triggerRef.current?.focus();
    },
    [onOpenChange, triggerRef],
  );
  const close = useCallback(() => change(false), [change]);

  return (
    <Sheet open={open} onOpenChange={change}>
      <SheetContent side="right" className="w-[88vw]">
        <MenuBody {...body} close={close} />
      </SheetContent>
    </Sheet>
  );
}

/** What the sheet shows; memoized, so that opening the sheet renders nothing of it again. */
const MenuBody = memo(function MenuBody({ siteTitle, links, account, onSignOut, signingOut, close }: SiteHeaderProps & { close: () => void }) {
  const { pathname } = useLocation();
  return (
    <>
      <SheetHeader>
        <SheetTitle>Menü</SheetTitle>
        <SheetDescription className="truncate">{siteTitle}</SheetDescription>
      </SheetHeader>
      <nav aria-label="Mobile Navigation" className="flex-1 overflow-y-auto px-3 py-3">
        <ul className="grid gap-0.5">
          {links.map((item) => {
            const Icon = iconFor(item.href);
            return (
              <li key={item.order}>
                <MenuLink
                  href={item.href}
                  end={endsAt(item.href)}
                  onClick={close}
                  aria-label={item.href === '/' ? item.label : undefined}
                  className="flex items-center gap-3 rounded-lg px-3 py-2.5 text-base font-medium text-foreground transition-colors hover:bg-muted aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800"
                >
                  <Icon aria-hidden="true" className={cn('size-5 text-muted-foreground', isActive(pathname, item.href) && 'text-brand-700')} />
                  {item.label}
                  {/* As in the header: "Start" alone is too vague a link text for crawlers; the hidden suffix
                      reads "Startseite" (the accessible name stays the label). */}
                  {item.href === '/' && item.label === 'Start' && <span className="sr-only">seite</span>}
                </MenuLink>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="grid gap-2 border-t px-5 py-4">
        {account && !account.signedIn ? (
          <>
            <Button asChild size="lg">
              <Link to="/kontakt" onClick={close}>
                Probetraining
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/auth" onClick={close}>
                <LogIn aria-hidden="true" />
                Anmelden
              </Link>
            </Button>
          </>
        ) : null}
        {account?.signedIn ? (
          <>
            <Button asChild size="lg" variant="secondary" className="justify-start">
              <Link to="/member/dashboard" onClick={close}>
                <LayoutDashboard aria-hidden="true" />
                Mein Bereich
              </Link>
            </Button>
            {account.isAdmin ? (
              <Button asChild size="lg" variant="secondary" className="justify-start">
                <Link to="/admin/dashboard" onClick={close}>
                  <ShieldCheck aria-hidden="true" />
                  Admin
                </Link>
              </Button>
            ) : null}
            {account.isTrainer ? (
              <Button asChild size="lg" variant="secondary" className="justify-start">
                <Link to={trainerArea.to} onClick={close}>
                  <trainerArea.icon aria-hidden="true" />
                  {trainerArea.label}
                </Link>
              </Button>
            ) : null}
            <Button
              size="lg"
              variant="outline"
              className="justify-start"
              disabled={signingOut}
              onClick={() => {
                close();
                onSignOut();
              }}
            >
              <LogOut aria-hidden="true" />
              Abmelden
            </Button>
          </>
        ) : null}
      </div>
    </>
  );
});
