import { Link } from 'react-router';
import { ArrowRight, Baby, Bike, HeartPulse, PersonStanding } from 'lucide-react';
import { cn } from '@/lib/cn';
import { SectionHeading } from './section-heading';

const groups = [
  {
    icon: Baby,
    title: 'Babys & Kleinkinder',
    text: 'PEKiP, Baby-Massage und Eltern-Kind-Turnen: Bewegung und Nähe vom ersten Lebensjahr an.',
    to: '/kinder-familie',
    linkLabel: 'Angebote für Babys & Kleinkinder',
    tone: 'bg-session-pink text-session-pink-ink',
  },
  {
    icon: Bike,
    title: 'Kinder & Jugendliche',
    text: 'Kindersport, Ballspiele und Koordination – spielerisch fit werden in kleinen Gruppen.',
    to: '/kinder-familie',
    linkLabel: 'Angebote für Kinder & Jugendliche',
    tone: 'bg-session-sand text-session-sand-ink',
  },
  {
    icon: HeartPulse,
    title: 'Erwachsene',
    text: 'Von Yoga und Pilates bis HIIT, Spinning und Boxen: für Einsteiger und Fortgeschrittene.',
    to: '/kurse',
    linkLabel: 'Kurse für Erwachsene',
    tone: 'bg-session-mint text-session-mint-ink',
  },
  {
    icon: PersonStanding,
    title: 'Senioren',
    text: 'Rückenfitness, sanftes Yoga und Gymnastik – in ruhigem Tempo und gut betreut.',
    to: '/kurse',
    linkLabel: 'Kurse für Senioren',
    tone: 'bg-session-grey text-session-grey-ink',
  },
];

/** Four age-group teasers on the home page. */
export function AgeGroups() {
  return (
    <section aria-labelledby="age-groups-title" className="mx-auto w-full max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <SectionHeading
        id="age-groups-title"
        eyebrow="Für jedes Alter"
        title="Das passende Angebot für die ganze Familie"
        intro="Ob erste Bewegungserfahrungen, Ausgleich zum Alltag oder fit bleiben im Alter – bei uns findet jede Generation ihren Kurs."
      />
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {groups.map((group) => (
          <li key={group.title} className="group relative flex flex-col rounded-2xl border border-border bg-card p-6 shadow-soft transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-lg">
            <span className={cn('inline-flex size-12 items-center justify-center rounded-2xl', group.tone)}>
              <group.icon aria-hidden="true" className="size-6" />
            </span>
            <h3 className="mt-5 text-lg font-semibold text-brand-950">{group.title}</h3>
            <p className="mt-2 flex-1 text-sm leading-6 text-muted-foreground">{group.text}</p>
            <Link
              to={group.to}
              className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-primary outline-none after:absolute after:inset-0 after:rounded-2xl after:content-['']"
            >
              Mehr erfahren<span className="sr-only">: {group.linkLabel}</span>
              <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
