import { createHmac, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRowsPrepared, type Db } from '../db/client';
import { ROLES, type Role } from '../../shared/enums';
import type { Viewer } from '../http/context';

// better-auth's cookies are named "<prefix>.<name>", with the __Secure- variant when the site runs on https.
const SESSION_COOKIE = 'session_token';
// ROLES lists the roles highest first, the order /api/me reports them in.
const ROLE_ORDER = ROLES;

/** The raw value of one of better-auth's cookies (e.g. 'session_token') in a Cookie header, if it has one. */
function authCookieValue(cookieHeader: string | null | undefined, name: string): string | null {
  if (!cookieHeader) return null;
  const names = [`better-auth.${name}`, `__Secure-better-auth.${name}`];
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq >= 0 && names.includes(part.slice(0, eq).trim())) return part.slice(eq + 1).trim();
  }
  return null;
}

/**
 * Signed values already found genuine, per secret: a signed-in member's browser sends the same cookie with
 * every call, and checking its HMAC each time was a few per cent of an API call's work. Only genuine values
 * are kept (nobody can add one without a valid signature), and the oldest go first beyond the limit.
 */
const genuineValues = new Map<string, Map<string, string>>();
const GENUINE_VALUES_KEPT = 10_000;

/** The value of a cookie better-auth signed, when the signature holds; else null. */
export function signedAuthCookie(cookieHeader: string | null | undefined, name: string, secret: string): string | null {
  const raw = authCookieValue(cookieHeader, name);
  if (raw === null) return null;
  let known = genuineValues.get(secret);
  if (!known) genuineValues.set(secret, (known = new Map()));
  const token = known.get(raw);
  if (token !== undefined) return token;
  const verified = verifySignedValue(raw, secret);
  if (verified !== null) {
    if (known.size >= GENUINE_VALUES_KEPT) known.delete(known.keys().next().value!);
    known.set(raw, verified);
  }
  return verified;
}

function verifySignedValue(raw: string, secret: string): string | null {
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return null;
  }
  // "<value>.<base64 HMAC-SHA256(secret, value)>", as better-auth signs it.
  const dot = value.lastIndexOf('.');
  if (dot <= 0) return null;
  const token = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

export function sessionTokenFrom(cookieHeader: string | null, secret: string): string | null {
  return signedAuthCookie(cookieHeader, SESSION_COOKIE, secret);
}

type SessionRow = {
  token: string;
  id: string;
  email: string;
  name: string;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  street: string | null;
  postal_code: string | null;
  town: string | null;
  birth_date: string | null;
  roles: Role[] | string | null;
  two_factor_enabled: boolean;
  two_factor_demanded: boolean;
};

const SESSION_COLUMNS = sql`s.token, p.id, p.email, p.name, p.first_name, p.last_name, p.phone, p.street, p.postal_code, p.town, p.birth_date::text as birth_date, p.two_factor_enabled,
  array(select r.role::text from user_roles r where r.user_id = p.id) as roles,
  (not p.two_factor_enabled and coalesce((select c.admin_two_factor_required from cms_settings c where c.id = 1), false)) as two_factor_demanded`;

type Lookup = { resolve: (row: SessionRow | undefined) => void; reject: (error: unknown) => void };
const pendingLookups = new WeakMap<Db, Map<string, Lookup[]>>();

/**
 * The session behind a token, with its member's profile and roles. The look-ups asked for in one turn of
 * the event loop go to the database together, in one query: when a session opens for booking, hundreds of
 * requests arrive at once, and one round trip per request was most of the database work of a booking.
 */
function lookUpSession(db: Db, token: string): Promise<SessionRow | undefined> {
  return new Promise((resolve, reject) => {
    let pending = pendingLookups.get(db);
    if (!pending) {
      const batch = (pending = new Map());
      pendingLookups.set(db, batch);
      setImmediate(() => {
        pendingLookups.delete(db);
        void lookUpSessions(db, batch);
      });
    }
    const waiting = pending.get(token);
    if (waiting) waiting.push({ resolve, reject });
    else pending.set(token, [{ resolve, reject }]);
  });
}

async function lookUpSessions(db: Db, batch: Map<string, Lookup[]>) {
  const tokens = [...batch.keys()];
  // One token (the usual case) by equality; several through the list, each a prepared statement of its own.
  const [name, matching] =
    tokens.length === 1
      ? ['resolve_viewer', sql`s.token = ${tokens[0]}`]
      : ['resolve_viewers', sql`s.token in (select jsonb_array_elements_text(${JSON.stringify(tokens)}::jsonb))`];
  try {
    const rows = await queryRowsPrepared<SessionRow>(
      db,
      name,
      sql`select ${SESSION_COLUMNS} from auth_sessions s join profiles p on p.id = s.user_id where ${matching} and s.expires_at > now()`,
    );
    const byToken = new Map(rows.map((row) => [row.token, row]));
    for (const [token, lookups] of batch) for (const lookup of lookups) lookup.resolve(byToken.get(token));
  } catch (error) {
    for (const lookups of batch.values()) for (const lookup of lookups) lookup.reject(error);
  }
}

/**
 * The signed-in user behind a request, in one query: session (unexpired), profile and roles. It reads the
 * same cookie and table better-auth writes; sign-in, sign-out, expiry and renewal stay with better-auth.
 * Much cheaper than a round through better-auth's endpoint pipeline on every API request.
 */
export async function resolveViewer(db: Db, secret: string, cookieHeader: string | null): Promise<Viewer | null> {
  const token = sessionTokenFrom(cookieHeader, secret);
  if (!token) return null;
  const row = await lookUpSession(db, token);
  if (!row) return null;
  // node-postgres parses text[]; PGlite may hand back the array literal.
  const stored = Array.isArray(row.roles) ? row.roles : String(row.roles ?? '{}').replace(/[{}]/g, '').split(',').filter(Boolean);
  const roles = new Set<Role>([...(stored as Role[]), 'MEMBER']);
  return {
    user: {
      id: row.id,
      email: row.email,
      name: row.name,
      firstName: row.first_name,
      lastName: row.last_name,
      phone: row.phone,
      street: row.street,
      postalCode: row.postal_code,
      town: row.town,
      birthDate: row.birth_date,
    },
    roles: ROLE_ORDER.filter((role) => roles.has(role)),
    twoFactor: { enabled: row.two_factor_enabled === true, setupRequired: roles.has('ADMIN') && row.two_factor_demanded === true },
  };
}
