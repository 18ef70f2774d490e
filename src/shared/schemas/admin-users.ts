import { z } from 'zod';
import { pagingQuery, pageTotals } from './paging';
import { ROLES } from '../enums';

export const ADMIN_USER_MESSAGES = {
  notFound: 'Dieses Benutzerkonto wurde nicht gefunden.',
  notBlocked: 'Dieses Mitglied ist nicht für Buchungen gesperrt.',
  blockLifted: 'Buchungssperre aufgehoben',
  lastAdmin: 'Der letzte Administrator kann nicht entfernt werden.',
  roleAdded: 'Rolle hinzugefügt',
  roleRemoved: 'Rolle entfernt',
  invalidRole: 'Bitte wählen Sie eine gültige Rolle.',
  roleNotFound: 'Diese Rolle wurde nicht gefunden.',
  twoFactorReset: 'Zwei-Faktor-Anmeldung zurückgesetzt',
  ownTwoFactor: 'Ihre eigene Zwei-Faktor-Anmeldung schalten Sie unter „Mein Profil“ mit Ihrem Passwort ab.',
  twoFactorNotSetUp: (name: string) => `${name} hat keine Zwei-Faktor-Anmeldung eingerichtet.`,
} as const;

/** GET /api/admin/users: search by name or e-mail, and the page. */
export const adminUsersQuerySchema = z.object({
  q: z.string().trim().max(100, 'Der Suchbegriff ist zu lang.').optional(),
  ...pagingQuery({ defaultSize: 25 }),
});
export type AdminUsersQuery = Partial<z.output<typeof adminUsersQuerySchema>>;

const roleSchema = z.enum(ROLES, ADMIN_USER_MESSAGES.invalidRole);

/**
 * The roles an admin gives and takes. Every account is a member (the viewer always holds MEMBER), so MEMBER
 * is never stored: it is what a user without stored roles is shown as.
 */
export const ASSIGNABLE_ROLES = ['ADMIN', 'TRAINER'] as const;
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];
const assignableRoleSchema = z.enum(ASSIGNABLE_ROLES, ADMIN_USER_MESSAGES.invalidRole);

export const adminUserSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    createdAt: z.string(),
    /** The stored roles; empty means the user is a member. */
    roles: z.array(roleSchema),
    /** Signing in asks for a code from an authenticator app (decision 33). */
    twoFactorEnabled: z.boolean(),
    /** Blocked from booking after too many no-shows until then (ISO), or null. */
    bookingBlockedUntil: z.string().nullable(),
  })
  .meta({ id: 'AdminUser' });
export type AdminUser = z.infer<typeof adminUserSchema>;

/** One page of users, newest first; `total` counts every match of the search. */
export const adminUsersPageSchema = z
  .object({ users: z.array(adminUserSchema), ...pageTotals })
  .meta({ id: 'AdminUsersPage' });
export type AdminUsersPage = z.infer<typeof adminUsersPageSchema>;

/** POST /api/admin/users/{id}/roles */
export const addRoleSchema = z.object({ role: assignableRoleSchema });
export type AddRoleInput = z.infer<typeof addRoleSchema>;

/** `{id}/roles/{role}`: account ids are UUIDs; a role that is not assignable names nothing (404). */
export const roleParamSchema = z.object({
  id: z.uuid(ADMIN_USER_MESSAGES.notFound),
  role: z.enum(ASSIGNABLE_ROLES, ADMIN_USER_MESSAGES.roleNotFound),
});

/** DELETE /api/admin/users/{id}/two-factor */
export const twoFactorResetResponseSchema = z.object({ message: z.string() });
export type TwoFactorResetResponse = z.infer<typeof twoFactorResetResponseSchema>;

export const adminUserResponseSchema = z.object({ user: adminUserSchema, message: z.string() });
export type AdminUserResponse = z.infer<typeof adminUserResponseSchema>;
