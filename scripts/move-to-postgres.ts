/**
 * Moves this installation from its embedded PGlite database to PostgreSQL (decision 46):
 *   npm run db:move-to-postgres -- --to postgres://user@host:5432/sportzentrum
 * The source is the PGlite directory under DATA_DIR (as for `npm start` without DATABASE_URL); it is only
 * read. The target must be an empty database: the app's migrations make its schema, then every table is
 * copied in one transaction and checked before it commits. Stop the app first.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { moveToPostgres } from '../src/server/db/move-to-postgres';
import { parseEnv } from '../src/server/env';
import { createLogger } from '../src/server/logger';

const USAGE = 'Aufruf: npm run db:move-to-postgres -- --to postgres://benutzer@host:5432/datenbank';

const number = (value: number) => new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 }).format(value);
const rowsText = (rows: number) => `${number(rows)} ${rows === 1 ? 'Zeile' : 'Zeilen'}`;

/** The URL as it may appear on screen and in logs: without its password. */
function shown(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

async function main() {
  const { values } = parseArgs({ options: { to: { type: 'string' } } });
  const targetUrl = values.to;
  if (!targetUrl || !/^postgres(ql)?:\/\/.+/.test(targetUrl)) throw new Error(USAGE);
  const env = parseEnv();
  if (env.DATABASE_URL) throw new Error('DATABASE_URL ist gesetzt: diese Installation läuft schon auf PostgreSQL. Für den Umzug DATABASE_URL leer lassen; das Ziel steht in --to.');
  const dataDir = path.resolve(env.DATA_DIR);

  console.log(`Umzug von PGlite (${path.join(dataDir, 'db')}) nach PostgreSQL (${shown(targetUrl)})`);
  let copying = false;
  const result = await moveToPostgres({
    dataDir,
    targetUrl,
    log: createLogger(env.LOG_LEVEL),
    onTableCopied(table, rows) {
      if (!copying) console.log('Kopiere alle Tabellen in einer Transaktion:');
      copying = true;
      console.log(`  ${table}: ${rowsText(rows)} kopiert`);
    },
  });

  const width = Math.max(...result.tables.map((table) => table.name.length));
  console.log('Geprüft vor dem Abschluss, je Tabelle gleich in Quelle und Ziel:');
  for (const table of result.tables) console.log(`  ${table.name.padEnd(width)}  ${number(table.rows).padStart(9)} ${(table.rows === 1 ? 'Zeile' : 'Zeilen').padEnd(6)}  Prüfsumme stimmt (${table.checksum})`);
  const rows = result.tables.reduce((sum, table) => sum + table.rows, 0);
  console.log(
    `Fertig in ${number(result.durationMs / 1000)} s: ${result.tables.length} Tabellen mit ${rowsText(rows)}` +
      `${result.sequences ? ` und ${result.sequences} Sequenzen` : ''} übertragen, Schema mit ${result.migrations} Migrationen. ` +
      `Die PGlite-Datenbank bleibt unverändert liegen.`,
  );

  const secretFile = path.join(dataDir, 'auth-secret');
  console.log(`
Nächste Schritte:
  1. Die App auf PostgreSQL starten (mit dem Passwort, falls eines gesetzt ist):
       DATABASE_URL=${shown(targetUrl)} npm run start:server
     Ohne DATABASE_URL liefe sie wieder auf der alten PGlite-Datenbank, ohne das, was seitdem geschah.
  2. Denselben DATA_DIR behalten (${dataDir}):
     - ${
       env.BETTER_AUTH_SECRET
         ? 'BETTER_AUTH_SECRET unverändert lassen: es signiert die Sitzungen.'
         : `auth-secret signiert die Sitzungen. Die Mitglieder bleiben angemeldet, weil ihre Sitzungen mit umgezogen sind und das Geheimnis gleich bleibt.
       Oder BETTER_AUTH_SECRET auf den Inhalt von ${secretFile} setzen (in Produktion ohnehin nötig).`
     }
     - ${existsSync(path.join(dataDir, 'vapid.json')) ? 'vapid.json: die Schlüssel der Push-Benachrichtigungen.' : 'VAPID_*: die Schlüssel der Push-Benachrichtigungen unverändert lassen.'}
     - ${
       env.MEDIA_S3_BUCKET
         ? `Die Mediendateien liegen im S3-Bucket ${env.MEDIA_S3_BUCKET}: MEDIA_S3_* unverändert lassen.`
         : `Die Mediendateien bleiben in ${path.join(dataDir, 'media')}; oder MEDIA_S3_* auf einen Bucket zeigen lassen und sie dorthin kopieren.`
     }
  3. Eine erste Sicherung der neuen Datenbank machen: DATABASE_URL=… npm run backup`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
