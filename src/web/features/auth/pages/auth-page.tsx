import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { AlertCircle, ArrowLeft, CalendarCheck, Dumbbell, HeartPulse, Users, X } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { BrandMark } from '@/components/layout/brand';
import { useSiteSettings } from '@/lib/site-settings';
import { getMe, landingPathFor, meQueryKey, useMe } from '../api/get-me';
import { AuthTabs, type AuthTab } from '../components/auth-tabs';
import { LegalConsent } from '../components/legal-consent';
import { useStableCallback } from '@/lib/use-stable-callback';
import { ForgotPasswordIsland, ResetPasswordIsland, SignInIsland, SignUpIsland } from '../components/auth-form-islands';
import { AUTH_MESSAGES } from '@shared/auth-messages';
import { safeNextPath } from '../lib/safe-next';

const FORGOT_VIEW = 'passwort-vergessen';

/**
 * Whether history back stays on this site. location.key is 'default' only on the router's first entry;
 * any later one was reached from a page of this app. On the first entry, a page of this site that loaded
 * /auth in the same tab (a link followed before the app had started) is the referrer.
 */
function previousEntryIsOnThisSite(locationKey: string) {
  if (locationKey !== 'default') return true;
  if (window.history.length < 2 || !document.referrer) return false;
  try {
    return new URL(document.referrer).origin === window.location.origin;
  } catch {
    return false;
  }
}

export function AuthPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const { siteTitle } = useSiteSettings();
  const me = useMe();

  const token = searchParams.get('token');
  // e.g. /stundenplan?woche=…&termin=… when a guest tried to book: back there after signing in.
  const next = safeNextPath(searchParams.get('next'));
  const linkError = searchParams.get('error');
  const view = token ? 'reset' : searchParams.get('ansicht') === FORGOT_VIEW ? 'forgot' : 'tabs';
  const [tab, setTab] = useState<AuthTab>(searchParams.get('tab') === 'registrieren' ? 'registrieren' : 'anmelden');

  // Only a visitor who is already signed in when arriving is sent to /. Someone who signs
  // in here is sent to their area by role instead.
  const [signedInOnArrival, setSignedInOnArrival] = useState<boolean | null>(null);
  if (signedInOnArrival === null && !me.isPending) setSignedInOnArrival(!!me.data);

  // The forms are deferred islands: their handlers keep their identity while the page re-renders.
  const signedIn = useStableCallback(() => land('Erfolgreich angemeldet!'));
  const signedUp = useStableCallback(() => land('Konto erfolgreich erstellt!'));
  // The address typed for signing in goes along, so nobody types it twice.
  const [forgotEmail, setForgotEmail] = useState<string>();
  const showForgotPassword = useStableCallback((typedEmail: string) => {
    setForgotEmail(typedEmail || undefined);
    setSearchParams({ ansicht: FORGOT_VIEW });
  });
  const passwordReset = useStableCallback(() => {
    setTab('anmelden');
    void navigate('/auth', { replace: true });
  });

  if (signedInOnArrival && !token) return <Navigate to={next ?? '/'} replace />;

  function close() {
    // Back one step, but never off the site: a visitor who opened /auth directly (from
    // another site, a bookmark, a new tab) goes to `next` or home instead.
    if (previousEntryIsOnThisSite(location.key)) void navigate(-1);
    else void navigate(next ?? '/', { replace: true });
  }

  async function land(successTitle: string) {
    // A guest's check still under way must not land after this one and sign the visitor out again.
    await queryClient.cancelQueries({ queryKey: meQueryKey });
    const current = await getMe();
    queryClient.setQueryData(meQueryKey, current);
    toast.success(successTitle);
    if (current) await navigate(next ?? landingPathFor(current), { replace: true });
    else setTab('anmelden');
  }

  const heading =
    view === 'reset' ? 'Neues Passwort festlegen' : view === 'forgot' ? 'Passwort vergessen?' : 'Willkommen';
  const intro =
    view === 'reset'
      ? 'Wählen Sie ein neues Passwort für Ihr Konto.'
      : view === 'forgot'
        ? 'Kein Problem – wir helfen Ihnen weiter.'
        : `Melden Sie sich an oder erstellen Sie ein kostenloses Konto bei ${siteTitle}.`;

  return (
    <div className="flex min-h-svh bg-muted">
      <aside
        aria-label="Vorteile"
        className="relative hidden w-[44%] max-w-xl flex-col justify-between overflow-hidden bg-brand-900 p-12 text-white lg:flex"
      >
        <div aria-hidden="true" className="pointer-events-none absolute -top-24 -right-24 size-96 rounded-full bg-brand-700/60 blur-2xl" />
        <div aria-hidden="true" className="pointer-events-none absolute -bottom-32 -left-16 size-96 rounded-full bg-brand-600/40 blur-3xl" />
        <Link to="/" className="relative inline-flex items-center gap-3 self-start rounded-lg text-lg font-semibold focus-visible:outline-white">
          <BrandMark className="size-10" inverse />
          {siteTitle}
        </Link>
        <div className="relative">
          <p className="text-3xl leading-tight font-bold tracking-tight">Ihr Training. Ihr Tempo. Ihr Sportzentrum.</p>
          <ul className="mt-8 grid gap-5 text-brand-50">
            {[
              { icon: CalendarCheck, text: 'Kurse rund um die Uhr online buchen' },
              { icon: Users, text: 'Angebote für Babys, Kinder, Erwachsene und Senioren' },
              { icon: HeartPulse, text: 'Erfahrene Trainerinnen und Trainer begleiten Sie' },
              { icon: Dumbbell, text: 'Das erste Probetraining ist kostenlos' },
            ].map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-start gap-3">
                <span className="mt-0.5 inline-flex size-8 shrink-0 items-center justify-center rounded-lg bg-white/10">
                  <Icon aria-hidden="true" className="size-4" />
                </span>
                <span className="pt-1">{text}</span>
              </li>
            ))}
          </ul>
        </div>
        <p className="relative text-sm text-brand-100">© {new Date().getFullYear()} {siteTitle}</p>
      </aside>

      <main id="main" className="flex flex-1 flex-col items-center justify-center px-4 py-10 sm:px-8">
        <div className="w-full max-w-md">
          <div className="mb-6 flex items-center justify-between lg:hidden">
            <Link to="/" className="inline-flex items-center gap-2.5 rounded-lg font-semibold text-brand-900">
              <BrandMark className="size-9" />
              {siteTitle}
            </Link>
          </div>
          <Card className="relative">
            <Button
              variant="ghost"
              size="icon"
              className="absolute top-3 right-3 text-muted-foreground"
              aria-label="Schließen"
              onClick={close}
            >
              <X aria-hidden="true" className="size-5" />
            </Button>
            <CardContent className="p-6 sm:p-8">
              <h1 className="pr-10 text-2xl font-bold tracking-tight text-brand-950">{heading}</h1>
              <p className="mt-1.5 text-sm text-muted-foreground">{intro}</p>

              <div className="mt-6 grid gap-5">
                {linkError && view !== 'reset' ? (
                  <Alert variant="destructive">
                    <AlertCircle aria-hidden="true" />
                    <span>{AUTH_MESSAGES.invalidResetLink}</span>
                  </Alert>
                ) : null}

                {view === 'reset' && token ? (
                  <ResetPasswordIsland token={token} onSuccess={passwordReset} />
                ) : view === 'forgot' ? (
                  <>
                    <ForgotPasswordIsland email={forgotEmail} />
                    <Link
                      to="/auth"
                      className="inline-flex items-center gap-1.5 justify-self-start rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline"
                    >
                      <ArrowLeft aria-hidden="true" className="size-4" />
                      Zurück zur Anmeldung
                    </Link>
                  </>
                ) : (
                  <AuthTabs
                    value={tab}
                    onValueChange={setTab}
                    signIn={<SignInIsland onForgotPassword={showForgotPassword} onSuccess={signedIn} />}
                    signUp={<SignUpIsland onSuccess={signedUp} />}
                  />
                )}
              </div>
            </CardContent>
          </Card>
          {view === 'tabs' ? <LegalConsent className="mt-6" /> : null}
        </div>
      </main>
    </div>
  );
}

export default AuthPage;
