import { useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { headerEntries, type NavigationItem } from '@shared/navigation';
import { LayoutDashboard, LogIn, LogOut, Menu, ShieldCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  NavigationMenu,
  NavigationMenuContent,
  NavigationMenuItem,
  NavigationMenuLink,
  NavigationMenuList,
  NavigationMenuTrigger,
  navigationMenuTriggerStyle,
} from '@/components/ui/navigation-menu';
import { cn } from '@/lib/cn';
import { BrandMark } from './brand';
import { MenuLink } from './menu-link';
import { endsAt, iconFor, isActive, trainerArea } from './nav-items';
import MobileMenuSheet from './mobile-menu';

export type HeaderAccount = {
  signedIn: boolean;
  isAdmin: boolean;
  isTrainer: boolean;
};

export type SiteHeaderProps = {
  siteTitle: string;
  /** The header menu's links (src/shared/navigation.ts), in order. */
  links: NavigationItem[];
  /** undefined while the current user is still loading. */
  account: HeaderAccount | undefined;
  onSignOut: () => void;
  signingOut?: boolean;
};


export function SiteHeader(props: SiteHeaderProps) {
  const { siteTitle, links, account, onSignOut, signingOut } = props;
  const { pathname } = useLocation();

  return (
    <header className="sticky top-0 z-40 border-b print:hidden border-border/80 bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6 lg:px-8">
        <Link
          to="/"
          className="mr-auto inline-flex min-w-0 items-center gap-2.5 rounded-lg text-base font-bold tracking-tight text-brand-950 md:mr-2 xl:mr-6"
        >
          <BrandMark />
          <span className="truncate md:sr-only lg:not-sr-only">{siteTitle}</span>
        </Link>

        <NavigationMenu aria-label="Hauptnavigation" className="mr-auto hidden md:flex">
          <NavigationMenuList>
            {headerEntries(links).map((entry) =>
              entry.type === 'link' ? (
                <NavigationMenuItem key={`link-${entry.item.order}`}>
                  <NavigationMenuLink>
                    {/* Crawlers judge "Start" too vague for a link text; the hidden suffix reads "Startseite". */}
                    <MenuLink href={entry.item.href} end className={navigationMenuTriggerStyle} aria-label={entry.item.label}>
                      {entry.item.label}
                      {entry.item.href === '/' && entry.item.label === 'Start' && <span className="sr-only">seite</span>}
                    </MenuLink>
                  </NavigationMenuLink>
                </NavigationMenuItem>
              ) : (
                <NavigationMenuItem key={`group-${entry.label}`}>
                  <NavigationMenuTrigger
                    className={cn(entry.items.some((item) => isActive(pathname, item.href)) && 'font-semibold text-primary')}
                  >
                    {entry.label}
                  </NavigationMenuTrigger>
                  <NavigationMenuContent className="w-64">
                    <ul className="grid gap-0.5">
                      {entry.items.map((item) => {
                        const Icon = iconFor(item.href);
                        return (
                          <li key={item.order}>
                            <NavigationMenuLink>
                              <MenuLink
                                href={item.href}
                                end={endsAt(item.href)}
                                className="flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-foreground transition-colors hover:bg-muted focus-visible:bg-muted focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-ring aria-[current=page]:text-primary"
                              >
                                <span className="inline-flex size-8 items-center justify-center rounded-md bg-brand-50 text-brand-700">
                                  <Icon aria-hidden="true" className="size-4" />
                                </span>
                                {item.label}
                              </MenuLink>
                            </NavigationMenuLink>
                          </li>
                        );
                      })}
                    </ul>
                  </NavigationMenuContent>
                </NavigationMenuItem>
              ),
            )}
          </NavigationMenuList>
        </NavigationMenu>

        <div className="hidden items-center gap-1.5 md:flex">
          <AccountActions account={account} onSignOut={onSignOut} signingOut={signingOut} />
        </div>

        <MobileMenu {...props} />
      </div>
    </header>
  );
}

/** Text from xl up; icon-only (text kept for screen readers) between md and xl. */
function ActionLabel({ children }: { children: string }) {
  return <span className="sr-only xl:not-sr-only">{children}</span>;
}

function AccountActions({ account, onSignOut, signingOut }: Pick<SiteHeaderProps, 'account' | 'onSignOut' | 'signingOut'>) {
  if (!account) return <div className="h-10 w-40" aria-hidden="true" />;

  if (!account.signedIn) {
    return (
      <>
        <Button asChild variant="ghost">
          <Link to="/auth" title="Anmelden">
            <LogIn aria-hidden="true" className="xl:hidden" />
            <ActionLabel>Anmelden</ActionLabel>
          </Link>
        </Button>
        <Button asChild>
          <Link to="/kontakt">Probetraining</Link>
        </Button>
      </>
    );
  }

  return (
    <>
      <Button asChild variant="ghost" className="aria-[current=page]:text-primary">
        <NavLink to="/member/dashboard" title="Mein Bereich">
          <LayoutDashboard aria-hidden="true" className="xl:hidden" />
          <ActionLabel>Mein Bereich</ActionLabel>
        </NavLink>
      </Button>
      {account.isAdmin ? (
        <Button asChild variant="ghost">
          <Link to="/admin/dashboard" title="Admin">
            <ShieldCheck aria-hidden="true" className="xl:hidden" />
            <ActionLabel>Admin</ActionLabel>
          </Link>
        </Button>
      ) : null}
      {account.isTrainer ? (
        <Button asChild variant="ghost" className="aria-[current=page]:text-primary">
          <NavLink to={trainerArea.to} title={trainerArea.label} aria-label={trainerArea.label}>
            <trainerArea.icon aria-hidden="true" className="xl:hidden" />
            <ActionLabel>{trainerArea.shortLabel}</ActionLabel>
          </NavLink>
        </Button>
      ) : null}
      <Button variant="outline" onClick={onSignOut} disabled={signingOut} title="Abmelden">
        <LogOut aria-hidden="true" />
        <ActionLabel>Abmelden</ActionLabel>
      </Button>
    </>
  );
}


/*
 * The phone menu button and its sheet. The sheet is rendered (closed) with the header, so a tap only
 * opens the dialog: no code to fetch and nothing to render at that moment (a tap must show the menu
 * within 200 ms on a slow phone).
 */
function MobileMenu(props: SiteHeaderProps) {
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);

  return (
    <>
      <Button
        ref={triggerRef}
        variant="ghost"
        size="icon"
        className="md:hidden"
        aria-label="Menü öffnen"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <Menu aria-hidden="true" className="size-6" />
      </Button>
      <MobileMenuSheet {...props} open={open} onOpenChange={setOpen} triggerRef={triggerRef} />
    </>
  );
}
