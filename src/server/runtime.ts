import { createApp } from './app';
import { createAuth } from './auth/auth';
import { PASSWORD_RESET_REQUEST_JOB, passwordResetRequestJob } from './auth/password-reset-request';
import type { Database } from './db/client';
import { startHousekeeping } from './db/housekeeping';
import { startPassUpkeep } from './modules/passes/upkeep';
import { publicUrl, type Env } from './env';
import { createJobRunner, type JobRunner } from './jobs/runner';
import type { Logger } from './logger';
import { mailJobHandlers } from './mail/jobs';
import { createMetrics, type Metrics } from './metrics/scrape';
import { MAIL_JOB } from './mail/outbox';
import { confirmationJobHandler, offerExpiryJobHandler, reminderJobHandler } from './modules/bookings/jobs';
import { OFFER_EXPIRY_JOB } from './modules/bookings/waitlist-offers';
import { createSpotsHub, type SpotsHub } from './modules/bookings/live';
import { CONFIRMATION_JOB, REMINDER_JOB } from './modules/bookings/service';
import { createMailTransport } from './mail/transport';
import { loadVapidKeys, PUSH_JOB, pushJobHandler } from './push/push';
import { CERTIFICATE_ATTACHMENT, certificateAttachment } from './modules/series/certificate-attachment';

export type Runtime = {
  app: ReturnType<typeof createApp>;
  auth: ReturnType<typeof createAuth>;
  jobs: JobRunner;
  spots: SpotsHub;
  /** `stopping` is set by the server's shutdown; the health check reports it. */
  lifecycle: { stopping: boolean };
  /** API requests under way; while there are more than a couple, background jobs give way. */
  requests: { inFlight: number };
  /** The operator's metrics (GET /metrics with METRICS_TOKEN; index.ts also serves them on METRICS_PORT). */
  metrics: Metrics;
  close(): Promise<void>;
};

/** Wires auth, mail, jobs and HTTP together; used by the real server and by the API tests alike. */
export function createRuntime(options: { env: Env; database: Database; log: Logger; secret: string; webRoot?: string; pollMs?: number }): Runtime {
  const { env, database, log } = options;
  const baseURL = publicUrl(env);
  const transport = createMailTransport(env.SMTP_URL, log);
  const vapid = loadVapidKeys(env);
  const requests = { inFlight: 0 };
  const lifecycle = { stopping: false };
  const jobs: JobRunner = createJobRunner({
    db: database.db,
    log,
    handlers: {
      // Files a mail may carry, rendered when it is sent from records that never change.
      [MAIL_JOB]: mailJobHandlers(database.db, transport, env.MAIL_FROM, { [CERTIFICATE_ATTACHMENT]: (id) => certificateAttachment(database.db, id) }),
      [CONFIRMATION_JOB]: confirmationJobHandler(baseURL, () => jobs.kick()),
      [REMINDER_JOB]: reminderJobHandler(baseURL, () => jobs.kick()),
      [OFFER_EXPIRY_JOB]: offerExpiryJobHandler(baseURL, () => jobs.kick()),
      [PUSH_JOB]: pushJobHandler(database.db, vapid),
      [PASSWORD_RESET_REQUEST_JOB]: passwordResetRequestJob(() => auth),
    },
    pollMs: options.pollMs,
    // More than a couple of API requests at once: a rush, in which bookings go before mails.
    busy: () => requests.inFlight > 2,
  });
  const trustedOrigins = [baseURL, `http://localhost:${env.PORT}`, `http://127.0.0.1:${env.PORT}`];
  if (env.NODE_ENV === 'development') trustedOrigins.push('http://localhost:5173');
  const auth = createAuth({ db: database.db, secret: options.secret, baseURL, trustedOrigins, log, onMailQueued: () => jobs.kick() });
  const spots = createSpotsHub(database, log);
  const housekeeping = startHousekeeping(database.db, log);
  const passUpkeep = startPassUpkeep(database.db, baseURL, log, () => jobs.kick());
  const metrics = createMetrics(database);
  const app = createApp({ db: database.db, env, auth, authSecret: options.secret, log, publicUrl: baseURL, kickJobs: () => jobs.kick(), spots, requests, lifecycle, vapidPublicKey: vapid.publicKey, metrics, webRoot: options.webRoot });
  return {
    app,
    metrics,
    auth,
    jobs,
    spots,
    lifecycle,
    requests,
    async close() {
      housekeeping.stop();
      passUpkeep.stop();
      await spots.close();
      await jobs.stop();
      transport.close();
    },
  };
}
