import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { ExternalLink, LogOut, UserRound } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Separator } from '@/components/ui/separator';
import {
  Sidebar,
  SidebarContent,
  SidebarFooter,
  SidebarGroup,
  SidebarGroupLabel,
  SidebarHeader,
  SidebarInset,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  SidebarProvider,
  SidebarTrigger,
  useSidebar,
} from '@/components/ui/sidebar';
import { BrandMark } from './brand';
import { adminNav } from './admin-nav';
import { siteNameInTown } from './site-name-in-town';
import { SkipLink } from './skip-link';

type AdminShellProps = {
  siteTitle: string;
  town?: string | null;
  userEmail?: string | null;
  onSignOut: () => void;
  signingOut?: boolean;
  children: ReactNode;
};

export function AdminShell({ siteTitle, town, userEmail, onSignOut, signingOut, children }: AdminShellProps) {
  const headerTitle = siteNameInTown(siteTitle, town);
  return (
    <SidebarProvider>
      <SkipLink />
      <AdminSidebar siteTitle={siteTitle} userEmail={userEmail} onSignOut={onSignOut} signingOut={signingOut} />
      <SidebarInset>
        <header className="sticky top-0 z-20 flex h-14 shrink-0 items-center gap-2 border-b bg-background/95 px-3 backdrop-blur sm:px-4">
          <SidebarTrigger />
          <Separator orientation="vertical" className="mx-1 !h-5" />
          <p className="line-clamp-2 min-w-0 flex-1 text-sm leading-tight font-semibold text-brand-950 sm:text-base">{headerTitle}</p>
          <Button asChild variant="ghost" size="sm" className="text-muted-foreground">
            <Link to="/">
              <ExternalLink aria-hidden="true" />
              <span className="sr-only sm:not-sr-only">Zur Website</span>
            </Link>
          </Button>
        </header>
        <main id="main" tabIndex={-1} className="flex-1 px-4 py-6 outline-none sm:px-6 lg:px-8 lg:py-8">
          <div className="mx-auto w-full max-w-6xl">{children}</div>
        </main>
      </SidebarInset>
    </SidebarProvider>
  );
}

function AdminSidebar({
  siteTitle,
  userEmail,
  onSignOut,
  signingOut,
}: Pick<AdminShellProps, 'siteTitle' | 'userEmail' | 'onSignOut' | 'signingOut'>) {
  const { isMobile, setOpenMobile } = useSidebar();
  const closeOnMobile = () => {
    if (isMobile) setOpenMobile(false);
  };

  return (
    <Sidebar mobileTitle="Admin-Navigation">
      <SidebarHeader className={isMobile ? 'border-b border-white/10 pr-12' : 'border-b border-white/10'}>
        <Link
          to="/admin/dashboard"
          onClick={closeOnMobile}
          className="flex h-11 items-center gap-2.5 overflow-hidden rounded-lg px-1 text-white focus-visible:outline-brand-300 group-data-[collapsible=icon]:px-0"
        >
          <BrandMark inverse className="size-8" />
          <span className="grid min-w-0 leading-tight group-data-[collapsible=icon]:sr-only">
            <span className="truncate text-sm font-semibold">{siteTitle}</span>
            <span className="truncate text-xs text-brand-200">Verwaltung</span>
          </span>
        </Link>
      </SidebarHeader>
      <SidebarContent>
        <nav aria-label="Admin-Navigation">
          {adminNav.map((group) => (
            <SidebarGroup key={group.label}>
              <SidebarGroupLabel>{group.label}</SidebarGroupLabel>
              <SidebarMenu>
                {group.items.map((item) => (
                  <SidebarMenuItem key={item.to}>
                    <SidebarMenuButton asChild tooltip={item.label}>
                      <NavLink to={item.to} onClick={closeOnMobile}>
                        <item.icon aria-hidden="true" />
                        <span>{item.label}</span>
                      </NavLink>
                    </SidebarMenuButton>
                  </SidebarMenuItem>
                ))}
                {group.label === 'System' ? (
                  <SidebarMenuItem>
                    <SidebarMenuButton
                      tooltip="Abmelden"
                      disabled={signingOut}
                      onClick={() => {
                        closeOnMobile();
                        onSignOut();
                      }}
                    >
                      <LogOut aria-hidden="true" />
                      <span>Abmelden</span>
                    </SidebarMenuButton>
                  </SidebarMenuItem>
                ) : null}
              </SidebarMenu>
            </SidebarGroup>
          ))}
        </nav>
      </SidebarContent>
      {userEmail ? (
        <SidebarFooter className="border-t border-white/10 group-data-[collapsible=icon]:hidden">
          <p className="truncate px-2 py-1 text-xs text-brand-200" title={userEmail}>
            Angemeldet als
            <br />
            <span className="font-medium text-brand-50">{userEmail}</span>
          </p>
          {/* Password and two-factor sign-in live on the account's own profile page. */}
          <Link
            to="/member/profile"
            onClick={closeOnMobile}
            className="inline-flex items-center gap-1.5 self-start rounded-sm px-2 py-1 text-xs font-medium text-brand-100 underline-offset-4 hover:text-white hover:underline focus-visible:outline-brand-300"
          >
            <UserRound aria-hidden="true" className="size-3.5" />
            Mein Profil
          </Link>
        </SidebarFooter>
      ) : null}
    </Sidebar>
  );
}
