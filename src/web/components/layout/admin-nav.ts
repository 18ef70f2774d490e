import type { LucideIcon } from 'lucide-react';
import {
  CalendarClock,
  CalendarDays,
  CalendarRange,
  ClipboardList,
  CreditCard,
  DoorOpen,
  Dumbbell,
  Euro,
  FileText,
  FileX,
  History,
  HelpCircle,
  Image,
  Landmark,
  LayoutDashboard,
  ListOrdered,
  ListTree,
  Mail,
  MailCheck,
  MessageSquareQuote,
  MessagesSquare,
  Newspaper,
  Receipt,
  Settings,
  Tickets,
  UserCog,
  Users,
  WandSparkles,
} from 'lucide-react';

export type AdminNavItem = { label: string; to: string; icon: LucideIcon };
export type AdminNavGroup = { label: string; items: AdminNavItem[] };

/** Admin sidebar groups. 'Abmelden' is added by the shell under System. */
export const adminNav: AdminNavGroup[] = [
  {
    label: 'CMS',
    items: [
      { label: 'Dashboard', to: '/admin/dashboard', icon: LayoutDashboard },
      { label: 'Seiten', to: '/admin/pages', icon: FileText },
      { label: 'Beiträge', to: '/admin/posts', icon: Newspaper },
      { label: 'Medien', to: '/admin/media', icon: Image },
      { label: 'Menüs', to: '/admin/menus', icon: ListTree },
      { label: 'Newsletter', to: '/admin/newsletter', icon: Mail },
      { label: 'Testimonials', to: '/admin/testimonials', icon: MessageSquareQuote },
      { label: 'FAQ', to: '/admin/faq', icon: HelpCircle },
    ],
  },
  {
    label: 'Kursbetrieb',
    items: [
      { label: 'Kurse', to: '/admin/courses', icon: Dumbbell },
      { label: 'Trainer', to: '/admin/trainers', icon: Users },
      { label: 'Räume', to: '/admin/rooms', icon: DoorOpen },
      { label: 'Zeitpläne', to: '/admin/schedules', icon: CalendarClock },
      { label: 'Sessions', to: '/admin/sessions', icon: CalendarDays },
      { label: 'Session-Generator', to: '/admin/session-generator', icon: WandSparkles },
      { label: 'Kursreihen', to: '/admin/kursreihen', icon: CalendarRange },
      { label: 'Buchungen', to: '/admin/bookings', icon: ClipboardList },
      { label: 'Wartelisten', to: '/admin/waitlist', icon: ListOrdered },
      { label: 'Preise', to: '/admin/prices', icon: Euro },
      { label: 'Karten & Abos', to: '/admin/karten', icon: Tickets },
      { label: 'Zahlungen', to: '/admin/payments', icon: CreditCard },
      { label: 'Rechnungen', to: '/admin/rechnungen', icon: Receipt },
      { label: 'Lastschriften', to: '/admin/lastschriften', icon: Landmark },
      { label: 'Kündigungen', to: '/admin/kuendigungen', icon: FileX },
      { label: 'Nachrichten', to: '/admin/messages', icon: MessagesSquare },
    ],
  },
  {
    label: 'System',
    items: [
      { label: 'Benutzer', to: '/admin/users', icon: UserCog },
      { label: 'Einstellungen', to: '/admin/settings', icon: Settings },
      { label: 'Postausgang', to: '/admin/postausgang', icon: MailCheck },
      { label: 'Protokoll', to: '/admin/protokoll', icon: History },
    ],
  },
];
