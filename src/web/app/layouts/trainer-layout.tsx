import { Outlet } from 'react-router';
import { CalendarDays, ClipboardList, LayoutDashboard, ScanQrCode, UserRound } from 'lucide-react';
import { AreaNav, type AreaNavItem } from '@/components/layout/area-nav';

const trainerNav: AreaNavItem[] = [
  { label: 'Dashboard', to: '/trainer/dashboard', icon: LayoutDashboard },
  { label: 'Meine Sessions', to: '/trainer/sessions', icon: CalendarDays },
  { label: 'Buchungen', to: '/trainer/bookings', icon: ClipboardList },
  { label: 'Einchecken', to: '/trainer/check-in', icon: ScanQrCode },
  { label: 'Profil', to: '/trainer/profile', icon: UserRound },
];

/** /trainer/* (the dashboard area, not the public /trainer page): side navigation, tabs on phones. */
export function TrainerLayout() {
  return (
    <div className="flex-1 bg-muted/70 print:bg-white">
      <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 md:flex-row md:gap-10 lg:px-8 lg:py-10 print:max-w-none print:p-0">
        <div className="md:w-56 md:shrink-0 print:hidden">
          <p className="mb-3 hidden px-3.5 text-xs font-semibold tracking-wider text-muted-foreground uppercase md:block">
            Trainerbereich
          </p>
          <AreaNav label="Trainer-Navigation" items={trainerNav} variant="side" className="md:sticky md:top-24" />
        </div>
        <div className="min-w-0 flex-1">
          <Outlet />
        </div>
      </div>
    </div>
  );
}

export default TrainerLayout;
