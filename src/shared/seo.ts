/**
 * Title and description of every public route. The server injects them (with Open Graph tags and a
 * canonical URL) into the HTML it sends, so crawlers and link previews see them without JavaScript;
 * the web app sets the same title when the user navigates.
 */
export type PageMeta = { title: string; description: string };

export const SITE_NAME_FALLBACK = 'Sportzentrum';

export const PUBLIC_ROUTE_META: Record<string, PageMeta> = {
  '/': {
    title: 'Sport und Fitness für die ganze Familie',
    description: 'Yoga, Rückenfitness, Kindersport, Zumba und mehr: Kurse für Babys, Kinder, Erwachsene und Senioren – online buchen, erstes Probetraining gratis.',
  },
  '/kurse': {
    title: 'Unsere Kurse',
    description: 'Alle Kurse im Überblick: von Aerobic bis Zumba, mit Level, Dauer und Teilnehmerzahl. Finden Sie den passenden Kurs.',
  },
  '/stundenplan': {
    title: 'Stundenplan',
    description: 'Der Wochenplan aller Kurse mit freien Plätzen – filtern nach Level, Kurs und Trainer und direkt online anmelden.',
  },
  '/kinder-familie': {
    title: 'Kinder & Familie',
    description: 'PEKiP, Baby-Massage, Kindersport und mehr: Bewegungsangebote für Babys, Kleinkinder, Kindergarten- und Schulkinder.',
  },
  '/trainer': {
    title: 'Unsere Trainer',
    description: 'Lernen Sie unsere Trainerinnen und Trainer kennen – mit ihren Schwerpunkten und ihrer Erfahrung.',
  },
  '/preise': {
    title: 'Preise & Mitgliedschaft',
    description: 'Einzeleintritt, 10er-Karte, Monats- und Jahreskarte: unsere Preise, Familienrabatt, Sozialtarif und kostenloses Probetraining.',
  },
  '/aktuelles': {
    title: 'Aktuelles',
    description: 'Neuigkeiten, neue Kurse und Veranstaltungen aus Ihrem Sportzentrum.',
  },
  '/galerie': {
    title: 'Galerie',
    description: 'Eindrücke aus unseren Kursen, Veranstaltungen und Räumlichkeiten.',
  },
  '/kontakt': {
    title: 'Kontakt',
    description: 'Schreiben Sie uns oder rufen Sie an: Adresse, Telefon, Öffnungszeiten und Kontaktformular – auch für Ihr kostenloses Probetraining.',
  },
  '/faq': {
    title: 'Häufige Fragen',
    description: 'Antworten auf häufige Fragen zu Kursen, Buchung, Preisen und Mitgliedschaft.',
  },
  '/auth': {
    title: 'Anmelden oder Registrieren',
    description: 'Melden Sie sich an, um Kurse zu buchen und Ihre Buchungen zu verwalten.',
  },
};

/** "Seite – Sportzentrum Lindenau"; the home page puts the centre's name first. */
export function documentTitle(pageTitle: string | null | undefined, siteTitle: string): string {
  if (!pageTitle) return siteTitle;
  // Meta titles written in the CMS often name the centre already.
  if (pageTitle.includes(siteTitle)) return pageTitle;
  return pageTitle === PUBLIC_ROUTE_META['/'].title ? `${siteTitle} – ${pageTitle}` : `${pageTitle} – ${siteTitle}`;
}
