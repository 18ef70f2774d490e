import { Outlet } from 'react-router';
import { CalendarCheck, LayoutDashboard, Receipt, Ticket, UserRound } from 'lucide-react';
import { AreaNav, type AreaNavItem } from '@/components/layout/area-nav';
import { CheckInCodesKeeper } from '@/features/member-area';

const memberNav: AreaNavItem[] = [
  { label: 'Übersicht', to: '/member/dashboard', icon: LayoutDashboard },
  { label: 'Meine Buchungen', to: '/member/bookings', icon: CalendarCheck },
  { label: 'Meine Karten', to: '/member/passes', icon: Ticket },
  { label: 'Rechnungen', to: '/member/invoices', icon: Receipt },
  { label: 'Mein Profil', to: '/member/profile', icon: UserRound },
];

/** /member/*: inside the public layout, with the area's sub-navigation. */
export function MemberLayout() {
  return (
    <div className="flex-1 bg-muted/70">
      <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:px-8 lg:py-10">
        <AreaNav label="Mitgliederbereich" items={memberNav} className="mb-8" />
        <Outlet />
        <CheckInCodesKeeper />
      </div>
    </div>
  );
}

export default MemberLayout;
