import { Link } from 'react-router';
import { ArrowRight, Baby, Backpack, CalendarCheck, Footprints, Gift, HandHeart, Medal, Puzzle, ShieldCheck, Shirt, Smile, Sprout, Users } from 'lucide-react';
import { FAMILY_DISCOUNT_PERCENT } from '@shared/constants';
import { PageHeader, PageSection } from '@/components/layout/page-header';
import { RouteMeta } from '@/components/layout/page-title';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { SectionHeading } from '../components/section-heading';

const ageGroups = [
  {
    icon: Baby,
    title: 'Babys',
    age: '0–1 Jahr',
    text: 'Sanfte Anregungen für Bewegung und Sinne – gemeinsam mit Mama oder Papa in einem warmen, geschützten Raum.',
    courses: ['PEKiP', 'Baby-Massage', 'Krabbelgruppe'],
    tone: 'bg-session-pink text-session-pink-ink',
  },
  {
    icon: Footprints,
    title: 'Kleinkinder',
    age: '1–3 Jahre',
    text: 'Klettern, rollen, balancieren: erste Bewegungsabenteuer an der Hand der Eltern.',
    courses: ['Eltern-Kind-Turnen', 'Musik & Bewegung', 'Krabbel- und Laufgruppe'],
    tone: 'bg-session-sand text-session-sand-ink',
  },
  {
    icon: Puzzle,
    title: 'Kindergartenkinder',
    age: '3–6 Jahre',
    text: 'Spielerisch Körpergefühl, Koordination und Selbstvertrauen entwickeln – mit festen Ritualen in kleinen Gruppen.',
    courses: ['Kindersport', 'Kinderyoga', 'Tanzmäuse'],
    tone: 'bg-session-mint text-session-mint-ink',
  },
  {
    icon: Backpack,
    title: 'Schulkinder',
    age: 'ab 6 Jahren',
    text: 'Toben, Teamgeist und Technik: Sport als Ausgleich zum Schulalltag und Start in die Vereinswelt.',
    courses: ['Kindersport', 'Kids-Zumba', 'Ballschule'],
    tone: 'bg-session-grey text-session-grey-ink',
  },
];

const benefits = [
  { icon: Sprout, title: 'Gesunde Entwicklung', text: 'Regelmäßige Bewegung stärkt Muskeln, Knochen und Haltung – und sorgt für guten Schlaf.' },
  { icon: Medal, title: 'Motorik & Koordination', text: 'Laufen, Springen, Balancieren und Fangen schulen Gleichgewicht und Geschicklichkeit.' },
  { icon: Smile, title: 'Selbstvertrauen', text: 'Kleine Erfolgserlebnisse machen Mut, Neues auszuprobieren und an sich zu glauben.' },
  { icon: Users, title: 'Gemeinschaft', text: 'In der Gruppe lernen Kinder Rücksicht, Fairness und neue Freundschaften kennen.' },
];

const parentInfo = [
  {
    icon: ShieldCheck,
    title: 'Gut betreut',
    text: 'Unsere Kursleitungen sind pädagogisch qualifiziert und bilden sich regelmäßig fort.',
  },
  {
    icon: Users,
    title: 'Kleine Gruppen',
    text: 'Babykurse mit höchstens acht Familien, Kindersport mit höchstens fünfzehn Kindern.',
  },
  {
    icon: Shirt,
    title: 'Was mitbringen?',
    text: 'Bequeme Kleidung, Hallenschuhe oder Stoppersocken und eine Trinkflasche; für Babys ein großes Handtuch.',
  },
  {
    icon: HandHeart,
    title: 'Eltern willkommen',
    text: 'In Eltern-Kind-Kursen sind Sie mittendrin, beim Kindersport dürfen Sie in der ersten Stunde gern zuschauen.',
  },
  {
    icon: CalendarCheck,
    title: 'Online buchen',
    text: 'Freie Plätze sehen Sie im Stundenplan und buchen sie direkt online – oder Sie melden sich telefonisch bei uns.',
  },
  {
    icon: Gift,
    title: 'Familienrabatt',
    text: `Ab dem zweiten Familienmitglied erhalten Sie ${FAMILY_DISCOUNT_PERCENT} % Rabatt auf jede weitere Monats- oder Jahreskarte.`,
  },
];

/** /kinder-familie: a static page about the children's and family offers. */
export function KidsFamilyPage() {
  return (
    <>
      <RouteMeta />
      <PageHeader
        eyebrow="Kurse"
        title="Kinder & Familie"
        intro="Bewegung von Anfang an: Kurse für Babys, Kleinkinder, Kindergarten- und Schulkinder – und die erste Probestunde ist kostenlos."
      >
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link to="/kontakt">Kostenlose Probestunde vereinbaren</Link>
          </Button>
          <Button asChild size="lg" variant="outline" className="bg-white">
            <Link to="/kurse">Alle Kurse ansehen</Link>
          </Button>
        </div>
      </PageHeader>

      <PageSection className="py-16">
        <section aria-labelledby="kids-ages-title">
          <SectionHeading
            id="kids-ages-title"
            eyebrow="Für jedes Alter"
            title="Angebote nach Alter"
            intro="Jede Altersstufe hat eigene Bedürfnisse. Unsere Kurse sind darauf abgestimmt – hier ein paar Beispiele."
          />
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {ageGroups.map((group) => (
              <li key={group.title} className="flex flex-col rounded-2xl border border-border bg-card p-6 shadow-soft">
                <div className="flex items-center justify-between gap-3">
                  <span className={cn('inline-flex size-12 items-center justify-center rounded-2xl', group.tone)}>
                    <group.icon aria-hidden="true" className="size-6" />
                  </span>
                  <span className={cn('rounded-full px-3 py-1 text-sm font-semibold', group.tone)}>{group.age}</span>
                </div>
                <h3 className="mt-5 text-lg font-semibold text-brand-950">
                  {group.title} <span className="sr-only">({group.age})</span>
                </h3>
                <p className="mt-2 text-sm leading-6 text-muted-foreground">{group.text}</p>
                <p className="mt-5 text-xs font-semibold tracking-wide text-brand-800 uppercase">Beispielkurse</p>
                <ul className="mt-2 grid gap-1.5 text-sm">
                  {group.courses.map((course) => (
                    <li key={course} className="flex items-center gap-2">
                      <span aria-hidden="true" className="size-1.5 rounded-full bg-brand-500" />
                      {course}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </section>
      </PageSection>

      <section aria-labelledby="kids-benefits-title" className="bg-brand-50">
        <div className="mx-auto w-full max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
          <SectionHeading id="kids-benefits-title" eyebrow="Darum Bewegung" title="Warum Sport Kinder stark macht" />
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {benefits.map((benefit) => (
              <li key={benefit.title} className="rounded-2xl bg-white p-6 shadow-soft ring-1 ring-brand-100">
                <benefit.icon aria-hidden="true" className="size-7 text-brand-700" />
                <h3 className="mt-4 text-lg font-semibold text-brand-950">{benefit.title}</h3>
                <p className="mt-1.5 text-sm leading-6 text-muted-foreground">{benefit.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <PageSection className="py-16">
        <section aria-labelledby="kids-parents-title" className="grid gap-10 lg:grid-cols-12">
          <div className="lg:col-span-4">
            <SectionHeading
              id="kids-parents-title"
              eyebrow="Gut zu wissen"
              title="Informationen für Eltern"
              intro="Sie haben weitere Fragen? Schauen Sie in unsere häufigen Fragen oder rufen Sie uns einfach an."
              className="mb-6"
            />
            <div className="flex flex-col gap-2 sm:flex-row lg:flex-col lg:items-start">
              <Button asChild variant="link" className="h-auto px-0">
                <Link to="/faq">
                  Häufige Fragen
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
              <Button asChild variant="link" className="h-auto px-0">
                <Link to="/preise">
                  Preise & Familienrabatt
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
            </div>
          </div>
          <ul className="grid gap-4 sm:grid-cols-2 lg:col-span-8">
            {parentInfo.map((item) => (
              <li key={item.title} className="flex gap-4 rounded-2xl border border-border bg-card p-5">
                <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <item.icon aria-hidden="true" className="size-5" />
                </span>
                <div>
                  <h3 className="font-semibold text-brand-950">{item.title}</h3>
                  <p className="mt-1 text-sm leading-6 text-muted-foreground">{item.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>
      </PageSection>

      <PageSection className="pt-0 pb-16">
        <section
          aria-labelledby="kids-trial-title"
          className="relative isolate overflow-hidden rounded-3xl bg-brand-900 px-6 py-10 text-white sm:px-10 sm:py-12"
        >
          <div aria-hidden="true" className="absolute -right-20 -bottom-24 -z-10 size-72 rounded-full bg-brand-700/60 blur-2xl" />
          <p className="text-sm font-semibold tracking-wide text-accent-400 uppercase">Gratis testen</p>
          <h2 id="kids-trial-title" className="mt-2 text-2xl font-bold tracking-tight sm:text-3xl">
            Die erste Probestunde ist kostenlos
          </h2>
          <p className="mt-3 max-w-2xl leading-7 text-brand-100">
            Kommen Sie mit Ihrem Kind zu einer unverbindlichen Probestunde und schauen Sie, ob es passt. Wir beraten Sie gern,
            welcher Kurs für Ihr Kind der richtige ist.
          </p>
          <div className="mt-7 flex flex-col gap-3 sm:flex-row">
            <Button asChild variant="inverse" size="lg">
              <Link to="/kontakt">Probestunde vereinbaren</Link>
            </Button>
            <Button asChild variant="outline-inverse" size="lg">
              <Link to="/preise">Preise ansehen</Link>
            </Button>
            <Button asChild variant="outline-inverse" size="lg">
              <Link to="/kurse">Kursübersicht</Link>
            </Button>
          </div>
        </section>
      </PageSection>
    </>
  );
}

export default KidsFamilyPage;
