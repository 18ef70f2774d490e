import { Link } from 'react-router';
import { ArrowRight, CalendarCheck, CheckCircle2, HeartHandshake, Smile, Sparkles } from 'lucide-react';
import { FAMILY_DISCOUNT_PERCENT } from '@shared/constants';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

const benefits = [
  {
    icon: Smile,
    title: 'Für jedes Alter',
    text: 'Von PEKiP und Kindersport bis Rückenfitness für Senioren.',
    tone: 'bg-session-pink text-session-pink-ink',
  },
  {
    icon: HeartHandshake,
    title: 'Persönlich betreut',
    text: 'Erfahrene Trainerinnen und Trainer, kleine Gruppen.',
    tone: 'bg-session-mint text-session-mint-ink',
  },
  {
    icon: CalendarCheck,
    title: 'Online buchen',
    text: 'Freie Plätze sehen und mit einem Klick reservieren.',
    tone: 'bg-session-sand text-session-sand-ink',
  },
  {
    icon: Sparkles,
    title: 'Gratis testen',
    text: 'Ihr erstes Probetraining ist bei uns kostenlos.',
    tone: 'bg-session-grey text-session-grey-ink',
  },
];

/** The home page's h1 with the main calls to action and the four benefit cards. */
export function Hero({ siteTitle, town }: { siteTitle: string; town?: string | null }) {
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white">
      <div aria-hidden="true" className="absolute -top-40 -left-32 -z-10 size-[32rem] rounded-full bg-brand-100/70 blur-3xl" />
      <div aria-hidden="true" className="absolute top-24 -right-40 -z-10 size-[28rem] rounded-full bg-session-mint/80 blur-3xl" />
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 pt-14 pb-16 sm:px-6 md:pt-20 md:pb-24 lg:grid-cols-12 lg:gap-10 lg:px-8">
        <div className="lg:col-span-7">
          <p className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white/80 px-3 py-1 text-sm font-medium text-brand-800 shadow-sm">
            <span aria-hidden="true" className="size-2 rounded-full bg-brand-500" />
            {town ? `Ihr Sportzentrum in ${town}` : siteTitle}
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-4xl leading-[1.1] font-extrabold tracking-tight text-brand-950 sm:text-5xl lg:text-6xl"
          >
            Bewegung, die Freude macht –{' '}
            <span className="bg-gradient-to-r from-brand-700 to-brand-600 bg-clip-text text-transparent">für die ganze Familie.</span>
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-8 text-muted-foreground">
            Yoga, Rückenfitness, Kindersport, Zumba und vieles mehr: Im {siteTitle} finden Babys, Kinder, Erwachsene und
            Senioren den passenden Kurs – in kleinen Gruppen und mit Trainerinnen und Trainern, die sich Zeit für Sie nehmen.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to="/stundenplan">
                Zum Stundenplan
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline" className="bg-white">
              <Link to="/kontakt">Kostenlos ausprobieren</Link>
            </Button>
          </div>
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm text-muted-foreground">
            {['Erstes Probetraining gratis', `${FAMILY_DISCOUNT_PERCENT} % Familienrabatt`, 'Sozialtarif verfügbar'].map((item) => (
              <li key={item} className="flex items-center gap-2">
                <CheckCircle2 aria-hidden="true" className="size-4 text-brand-600" />
                {item}
              </li>
            ))}
          </ul>
        </div>

        <div className="lg:col-span-5">
          <h2 className="sr-only">Was uns auszeichnet</h2>
          <ul className="grid grid-cols-2 gap-3 sm:gap-4">
            {benefits.map((item, index) => (
              <li
                key={item.title}
                className={cn(
                  'flex flex-col rounded-2xl p-4 shadow-soft ring-1 ring-black/5 sm:p-6',
                  item.tone,
                  index % 2 === 1 && 'translate-y-6',
                )}
              >
                <span className="inline-flex size-10 items-center justify-center rounded-xl bg-white/70">
                  <item.icon aria-hidden="true" className="size-5" />
                </span>
                <h3 className="mt-4 text-base font-bold sm:text-lg">{item.title}</h3>
                <p className="mt-1 text-sm leading-5 opacity-90">{item.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
