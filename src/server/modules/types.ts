import type { OpenAPIHono } from '@hono/zod-openapi';
import type { WeekCache } from './bookings/week-cache';
import type { Auth } from '../auth/auth';
import type { Db } from '../db/client';
import type { Env } from '../env';
import type { AppEnv } from '../http/context';
import type { SpotsHub } from './bookings/live';

/** What every module's routes get: the database, the environment and a way to wake the mail job. */
export type ModuleDeps = { db: Db; env: Env; auth: Auth; publicUrl: string; kickJobs: () => void; spots: SpotsHub; weekCache: WeekCache; vapidPublicKey: string; lifecycle: { stopping: boolean } };
export type Api = OpenAPIHono<AppEnv>;
