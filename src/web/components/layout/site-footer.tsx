import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { OPENING_HOURS } from '@shared/constants';
import type { NavigationItem } from '@shared/navigation';
import { BERLIN } from '@shared/time';
import { useNow } from '@/lib/render-instant';
import { BrandMark } from './brand';
import { MenuLink } from './menu-link';
import { legalNav } from './nav-items';

type SiteFooterProps = {
  siteTitle: string;
  /** The footer menu's links (src/shared/navigation.ts), in order; the legal links below are fixed. */
  links: NavigationItem[];
  siteDescription?: string | null;
  contactPhone?: string | null;
  contactEmail?: string | null;
  address?: string | null;
  /** The newsletter form (a feature component, passed in by the layout). */
  newsletter?: ReactNode;
};

const DEFAULT_BLURB =
  'Ihr Sportzentrum in der Nachbarschaft: Kurse für Babys, Kinder, Erwachsene und Senioren – mit erfahrenen Trainerinnen und Trainern und einem Probetraining gratis.';

const linkClass = 'rounded-sm text-brand-100 transition-colors hover:text-white hover:underline underline-offset-4 focus-visible:outline-white';

// Intl rather than the time-zone library: the footer is on every page, the library on few.
const berlinYear = new Intl.DateTimeFormat('de-DE', { timeZone: BERLIN, year: 'numeric' });

function telHref(phone: string) {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export function SiteFooter({ siteTitle, links, siteDescription, contactPhone, contactEmail, address, newsletter }: SiteFooterProps) {
  const year = berlinYear.format(useNow(60 * 60_000));

  return (
    <footer className="bg-brand-950 text-brand-50 print:hidden">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-12 lg:px-8">
        <div className="lg:col-span-3">
          <Link to="/" className="inline-flex items-center gap-3 rounded-lg text-lg font-bold text-white focus-visible:outline-white">
            <BrandMark inverse />
            {siteTitle}
          </Link>
          <p className="mt-4 max-w-sm text-sm leading-6 text-brand-100">{siteDescription || DEFAULT_BLURB}</p>
        </div>

        <nav aria-label="Fußzeilennavigation" className="lg:col-span-3">
          <h2 className="text-sm font-semibold tracking-wider text-white uppercase">Entdecken</h2>
          <ul className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2.5 text-sm">
            {links.map((item) => (
              <li key={item.order}>
                <MenuLink href={item.href} marksCurrent={false} className={linkClass}>
                  {item.label}
                </MenuLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="lg:col-span-3">
          <h2 className="text-sm font-semibold tracking-wider text-white uppercase">Kontakt</h2>
          <ul className="mt-4 grid gap-3 text-sm">
            {contactPhone ? (
              <li className="flex items-start gap-2.5">
                <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-300" />
                <a href={telHref(contactPhone)} className={linkClass}>
                  {contactPhone}
                </a>
              </li>
            ) : null}
            {contactEmail ? (
              <li className="flex items-start gap-2.5">
                <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-300" />
                <a href={`mailto:${contactEmail}`} className={`${linkClass} break-all`}>
                  {contactEmail}
                </a>
              </li>
            ) : null}
            {address ? (
              <li className="flex items-start gap-2.5 text-brand-100">
                <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-300" />
                <span className="whitespace-pre-line">{address}</span>
              </li>
            ) : null}
            <li className="flex items-start gap-2.5 text-brand-100">
              <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-300" />
              <span className="grid">
                {OPENING_HOURS.map((slot) => (
                  <span key={slot.days}>
                    {slot.days} {slot.open}–{slot.close}
                  </span>
                ))}
              </span>
            </li>
          </ul>
        </div>

        <div className="md:col-span-2 lg:col-span-3">
          <h2 className="text-sm font-semibold tracking-wider text-white uppercase">Newsletter</h2>
          <p className="mt-4 text-sm leading-6 text-brand-100">Neue Kurse, Aktionen und Termine – einmal im Monat in Ihrem Postfach.</p>
          <div className="mt-4">{newsletter}</div>
        </div>
      </div>

      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 text-sm text-brand-100 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
          <p>
            © {year} {siteTitle}
          </p>
          <nav aria-label="Rechtliches">
            <ul className="flex flex-wrap gap-x-6 gap-y-2">
              {legalNav.map((item) => (
                <li key={item.to}>
                  <Link to={item.to} className={linkClass}>
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
