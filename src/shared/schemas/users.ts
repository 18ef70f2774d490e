import { z } from 'zod';
import { ROLES } from '../enums';

/** GET /api/me: the signed-in user and their roles (stored roles plus MEMBER, which everyone signed in is). */
export const currentUserSchema = z
  .object({
    user: z.object({
      id: z.string(),
      email: z.string(),
      name: z.string(),
      firstName: z.string().nullable(),
      lastName: z.string().nullable(),
      phone: z.string().nullable(),
      /** Postal address for invoices: all three or none. */
      street: z.string().nullable(),
      postalCode: z.string().nullable(),
      town: z.string().nullable(),
      /** YYYY-MM-DD, for certificates of attendance of prevention courses. */
      birthDate: z.string().nullable(),
    }),
    roles: z.array(z.enum(ROLES)),
    twoFactor: z.object({
      /** TOTP is set up and confirmed: every sign-in asks for a code. */
      enabled: z.boolean(),
      /** An admin the centre requires two-factor sign-in of, who has not set it up: the admin API refuses them. */
      setupRequired: z.boolean(),
    }),
  })
  .meta({ id: 'Me' });
export type CurrentUser = z.infer<typeof currentUserSchema>;
