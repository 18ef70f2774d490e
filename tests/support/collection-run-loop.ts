import { openDatabase } from '../../src/server/db/client';
import { cancelCollectionRun, createCollectionRun, submitCollectionRun } from '../../src/server/modules/collections/runs';
import { berlinToday } from '../../src/shared/time';
import { createDebtor } from './direct-debits';

/*
 * A process that does nothing but collect: it adds a few due debits, makes a run of them, and hands every
 * second run to the bank and cancels every third, until it is killed. tests/api/collection-runs.test.ts
 * kills it with SIGKILL at a random moment and checks that the database holds no half-written run.
 * Each line on stdout names what has committed: 'debit <id>', 'run <id>'.
 */
const url = process.env.LOOP_DATABASE_URL;
const actor = { id: process.env.LOOP_ADMIN_ID ?? '', email: process.env.LOOP_ADMIN_EMAIL ?? '' };
const collectionDate = process.env.LOOP_COLLECTION_DATE ?? '';
if (!url || !actor.id || !collectionDate) throw new Error('LOOP_DATABASE_URL, LOOP_ADMIN_ID and LOOP_COLLECTION_DATE are needed');

const { db } = await openDatabase({ kind: 'postgres', url, poolSize: 3 });
const today = berlinToday();
for (let round = 1; ; round++) {
  const debtors = await db.transaction(async (tx) => [await createDebtor(tx, { amount: round + 0.01, dueOn: today }), await createDebtor(tx, { amount: round + 0.02, dueOn: today })]);
  for (const debtor of debtors) process.stdout.write(`debit ${debtor.charge.id}\n`);
  const { run } = await createCollectionRun(db, actor, collectionDate);
  process.stdout.write(`run ${run.id}\n`);
  if (round % 3 === 0) await cancelCollectionRun(db, actor, run.id);
  else if (round % 2 === 0) await submitCollectionRun(db, actor, run.id);
}
