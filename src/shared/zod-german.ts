import { z } from 'zod';

/*
 * zod's own messages in plain German, for every check a schema does not give its own message for.
 * zod ships a German locale (z.locales.de), but its texts name the JavaScript types ('erwartet string,
 * erhalten undefined'); a visitor or an API client reads these, so they say what to enter instead.
 * Set once per process (server: app.ts; browser: the lazy form resolver) with applyGermanZodMessages().
 */

const KIND: Record<string, string> = {
  string: 'ein Text',
  number: 'eine Zahl',
  int: 'eine ganze Zahl',
  bigint: 'eine ganze Zahl',
  boolean: 'ja oder nein (true/false)',
  date: 'ein Datum',
  array: 'eine Liste',
  object: 'ein Objekt',
};

const FORMAT: Record<string, string> = {
  email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  url: 'Bitte geben Sie eine gültige Adresse (URL) ein.',
  uuid: 'Die Kennung ist ungültig.',
  date: 'Bitte geben Sie ein gültiges Datum in der Form JJJJ-MM-TT an.',
  datetime: 'Bitte geben Sie einen gültigen Zeitpunkt an.',
  time: 'Bitte geben Sie eine gültige Uhrzeit an.',
};

type Sized = { origin?: string; inclusive?: boolean };

function tooSmall(issue: Sized & { minimum: number | bigint }): string {
  const n = Number(issue.minimum);
  switch (issue.origin) {
    case 'string':
      return n <= 1 ? 'Dieses Feld darf nicht leer sein.' : `Bitte geben Sie mindestens ${n} Zeichen ein.`;
    case 'array':
    case 'set':
      return `Bitte geben Sie mindestens ${n} ${n === 1 ? 'Eintrag' : 'Einträge'} an.`;
    default:
      return issue.inclusive === false ? `Der Wert muss größer als ${n} sein.` : `Der Wert muss mindestens ${n} sein.`;
  }
}

function tooBig(issue: Sized & { maximum: number | bigint }): string {
  const n = Number(issue.maximum);
  switch (issue.origin) {
    case 'string':
      return `Bitte geben Sie höchstens ${n} Zeichen ein.`;
    case 'array':
    case 'set':
      return `Bitte geben Sie höchstens ${n} ${n === 1 ? 'Eintrag' : 'Einträge'} an.`;
    case 'file':
      return 'Die Datei ist zu groß.';
    default:
      return issue.inclusive === false ? `Der Wert muss kleiner als ${n} sein.` : `Der Wert darf höchstens ${n} sein.`;
  }
}

export const germanZodError: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'Dieses Feld ist erforderlich.';
      return KIND[issue.expected] ? `Erwartet wird ${KIND[issue.expected]}.` : 'Ungültige Eingabe.';
    case 'too_small':
      return tooSmall(issue);
    case 'too_big':
      return tooBig(issue);
    case 'invalid_format':
      return FORMAT[issue.format] ?? 'Das Format ist ungültig.';
    case 'invalid_value':
      return issue.values.length === 1 ? 'Dieser Wert ist hier nicht erlaubt.' : `Erlaubt sind: ${issue.values.map(String).join(', ')}.`;
    case 'not_multiple_of':
      return `Der Wert muss ein Vielfaches von ${String(issue.divisor)} sein.`;
    case 'unrecognized_keys':
      return `Unbekannte Angabe: ${issue.keys.join(', ')}.`;
    default:
      return 'Ungültige Eingabe.';
  }
};

let configured = false;

/** Makes zod answer in German wherever a schema has no message of its own (idempotent). */
export function applyGermanZodMessages() {
  if (configured) return;
  configured = true;
  z.config({ localeError: germanZodError });
}
