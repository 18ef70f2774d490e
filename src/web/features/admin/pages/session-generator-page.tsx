import { useState } from 'react';
import { Link } from 'react-router';
import { CalendarClock } from 'lucide-react';
import { WEEKDAY_LABELS } from '@shared/labels';
import { GENERATOR_MESSAGES, type GenerateSessionsResponse } from '@shared/schemas/schedules';
import { QueryState } from '@/components/data/query-state';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { useAdminSchedules } from '../api/get-admin-schedules';
import { GenerationResult } from '../components/session-generator/generation-result';
import { GeneratorForm } from '../components/session-generator/generator-form';

/** /admin/session-generator: sessions from the active schedules for the coming weeks. */
export function AdminSessionGeneratorPage() {
  const schedules = useAdminSchedules();
  const [result, setResult] = useState<GenerateSessionsResponse | null>(null);
  const active = schedules.data?.schedules.filter((s) => s.isActive && s.courseIsActive) ?? [];

  return (
    <>
      <AdminPageHeader title="Session-Generator" description="Aus den aktiven Zeitplänen Sessions für die kommenden Wochen erzeugen." />
      <QueryState
        query={schedules}
        errorTitle="Die Session-Generator-Funktion ist derzeit nicht verfügbar."
        isEmpty={() => active.length === 0}
        empty={
          <EmptyState
            icon={CalendarClock}
            title={GENERATOR_MESSAGES.noActiveSchedules}
            action={
              <Button asChild>
                <Link to="/admin/schedules">Zu den Zeitplänen</Link>
              </Button>
            }
          />
        }
      >
        {() => (
          <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <div className="grid gap-6">
              <GeneratorForm schedules={active} onResult={setResult} />
              {result ? <GenerationResult result={result} /> : null}
            </div>
            <Card className="shadow-none">
              <CardHeader>
                <CardTitle>Aktive Zeitpläne</CardTitle>
                <CardDescription>
                  {active.length === 1 ? '1 wöchentlicher Termin' : `${active.length} wöchentliche Termine`} werden berücksichtigt.
                </CardDescription>
              </CardHeader>
              <CardContent>
                <ul className="divide-y text-sm">
                  {active.map((s) => (
                    <li key={s.id} className="flex items-baseline justify-between gap-3 py-2">
                      <span className="min-w-0">
                        <span className="font-medium text-foreground">{s.courseName}</span>
                        <span className="block text-xs text-muted-foreground">{[s.trainerName, s.roomName].filter(Boolean).join(' · ') || 'Ohne Trainer und Raum'}</span>
                      </span>
                      <span className="shrink-0 text-right whitespace-nowrap tabular-nums text-muted-foreground">
                        {WEEKDAY_LABELS[s.dayOfWeek].slice(0, 2)} {s.startTime}
                      </span>
                    </li>
                  ))}
                </ul>
              </CardContent>
            </Card>
          </div>
        )}
      </QueryState>
    </>
  );
}

export default AdminSessionGeneratorPage;
