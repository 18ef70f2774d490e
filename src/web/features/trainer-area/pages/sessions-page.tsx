import { CalendarDays, History } from 'lucide-react';
import type { TrainerSessions } from '@shared/schemas/trainer-area';
import { TRAINER_RECENT_SESSION_DAYS } from '@shared/constants';
import { AreaPageHeader } from '@/components/layout/area-page-header';
import { EmptyState } from '@/components/ui/empty-state';
import { useNow } from '@/lib/render-instant';
import { attendanceOpen } from '../components/format';
import { useTrainerSessions } from '../api/get-trainer-sessions';
import { TrainerQueryState } from '../components/trainer-query-state';
import { SessionTable } from '../components/session-table';

/** Sessions whose attendance can be taken now (just before, during and after the class), soonest first. */
const openNow = (data: TrainerSessions, now: number) =>
  [...data.recent, ...data.upcoming].filter((s) => attendanceOpen(s, now)).sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime));

/** /trainer/sessions 'Meine Sessions': upcoming sessions, and those of the last days for attendance afterwards. */
export function TrainerSessionsPage() {
  const sessions = useTrainerSessions();
  const now = useNow();
  return (
    <>
      <AreaPageHeader title="Meine Sessions" intro="Ihre Sessions mit Datum, Uhrzeit, Kurs, Raum und Teilnehmerzahl. Tippen Sie auf eine Session für die Teilnehmerliste." />
      <TrainerQueryState query={sessions} errorTitle="Ihre Sessions konnten nicht geladen werden">
        {(data) => (
          <div className="grid gap-10">
            {openNow(data, now).length > 0 ? (
              <section aria-labelledby="attendance-now" className="grid gap-4">
                <div>
                  <h2 id="attendance-now" className="text-xl font-semibold text-brand-950">
                    Anwesenheit jetzt erfassen
                  </h2>
                  <p className="mt-1 text-sm text-muted-foreground">Von 30 Minuten vor Beginn bis 24 Stunden nach Beginn.</p>
                </div>
                <SessionTable sessions={openNow(data, now)} caption="Sessions, deren Anwesenheit Sie jetzt erfassen können" />
              </section>
            ) : null}
            <section aria-labelledby="upcoming-sessions" className="grid gap-4">
              <h2 id="upcoming-sessions" className="text-xl font-semibold text-brand-950">
                Kommende Sessions
              </h2>
              {data.upcoming.length === 0 ? (
                <EmptyState icon={CalendarDays} title="Keine kommenden Sessions gefunden." />
              ) : (
                <SessionTable sessions={data.upcoming} caption="Kommende Sessions, die nächste zuerst" />
              )}
            </section>
            <section aria-labelledby="recent-sessions" className="grid gap-4">
              <div>
                <h2 id="recent-sessions" className="text-xl font-semibold text-brand-950">
                  Vergangene Sessions
                </h2>
                <p className="mt-1 text-sm text-muted-foreground">
                  Die letzten {TRAINER_RECENT_SESSION_DAYS} Tage. Die Anwesenheit erfassen Sie bis 24 Stunden nach Beginn.
                </p>
              </div>
              {data.recent.length === 0 ? (
                <EmptyState icon={History} title="Keine vergangenen Sessions in den letzten Tagen." />
              ) : (
                <SessionTable sessions={data.recent} caption="Vergangene Sessions, die letzte zuerst" />
              )}
            </section>
          </div>
        )}
      </TrainerQueryState>
    </>
  );
}

export default TrainerSessionsPage;
