import { useId, useState } from 'react';
import { Loader2, Wand2 } from 'lucide-react';
import {
  DEFAULT_GENERATOR_WEEKS,
  GENERATOR_MESSAGES,
  GENERATOR_WEEK_OPTIONS,
  generatorWeeksLabel,
  scheduleLabel,
  type AdminSchedule,
  type GenerateSessionsResponse,
} from '@shared/schemas/schedules';
import { addBerlinDays, berlinGermanDate, berlinWallClockToInstant, berlinWeekMonday } from '@shared/time';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/form/field';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useGenerateSessions } from '@/features/admin/api/generate-sessions';
import { NativeSelect } from '@/components/form/select';

/** 'Montag, 23.11.2026 bis Sonntag, 20.12.2026': the days a run covers, from this week's Monday. */
function rangeOf(weeks: number, now: Date) {
  const monday = berlinWeekMonday(now);
  const lastSunday = addBerlinDays(monday, weeks * 7 - 1);
  const german = (date: string) => berlinGermanDate(berlinWallClockToInstant(date, '12:00'));
  return `Montag, ${german(monday)} bis Sonntag, ${german(lastSunday)}`;
}

/** What the run did, as the toast says it. */
function announce(result: GenerateSessionsResponse) {
  if (result.created > 0) toast.success('Sessions generiert', { description: result.message });
  else if (result.clashes.length === 0) toast.success('Alle Sessions generiert');
  else toast.warning('Keine neuen Sessions erstellt', { description: GENERATOR_MESSAGES.clashed(result.clashes.length) });
}

type GeneratorFormProps = { schedules: AdminSchedule[]; onResult: (result: GenerateSessionsResponse) => void };

/** Number of weeks and one schedule or all active ones. */
export function GeneratorForm({ schedules, onResult }: GeneratorFormProps) {
  const id = useId();
  const [weeks, setWeeks] = useState<number>(DEFAULT_GENERATOR_WEEKS);
  const [scheduleId, setScheduleId] = useState('');
  const generate = useGenerateSessions();
  const [now] = useState(() => new Date());

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    generate.mutate(
      { weeks, scheduleId: scheduleId || null },
      {
        onSuccess: (result) => {
          onResult(result);
          announce(result);
        },
        onError: (error) => toast.error('Fehler', { description: errorMessage(error) }),
      },
    );
  };

  return (
    <Card className="shadow-none">
      <CardHeader>
        <CardTitle>Sessions erzeugen</CardTitle>
        <CardDescription>
          Ab dem Montag dieser Woche entsteht für jeden Zeitplan eine Session pro Woche an seinem Wochentag. Vorhandene Sessions werden übersprungen.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} className="grid gap-4" aria-busy={generate.isPending}>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id={`${id}-weeks`} label="Anzahl Wochen" hint={rangeOf(weeks, now)}>
              {(control) => (
                <NativeSelect {...control} value={String(weeks)} onChange={(event) => setWeeks(Number(event.target.value))}>
                  {GENERATOR_WEEK_OPTIONS.map((option) => (
                    <option key={option} value={String(option)}>
                      {generatorWeeksLabel(option)}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </Field>
            <Field id={`${id}-schedule`} label="Zeitplan">
              {(control) => (
                <NativeSelect {...control} value={scheduleId} onChange={(event) => setScheduleId(event.target.value)}>
                  <option value="">Alle aktiven Zeitpläne ({schedules.length})</option>
                  {schedules.map((schedule) => (
                    <option key={schedule.id} value={schedule.id}>
                      {scheduleLabel(schedule)}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </Field>
          </div>
          <p className="text-sm text-muted-foreground">
            Ist der Raum oder der Trainer eines Termins zu dieser Zeit schon belegt, wird der Termin nicht erstellt und unten aufgeführt.
          </p>
          <div>
            <Button type="submit" disabled={generate.isPending}>
              {generate.isPending ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Wand2 aria-hidden="true" />}
              {generate.isPending ? 'Sessions werden generiert...' : 'Sessions generieren'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
