import { z } from 'zod';
import { TRAINER_PROFILE_LIMITS } from '../constants';
import { blankableText } from './form-fields';

const nameField = (missing: string, label: string) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .max(TRAINER_PROFILE_LIMITS.name, `Der ${label} darf höchstens ${TRAINER_PROFILE_LIMITS.name} Zeichen lang sein.`);

/**
 * A trainer's name and contact fields, shared by the office's trainer dialog and the trainer's own profile.
 * Only the wording of a missing name differs: the office is asked for 'einen Vornamen', the trainer for 'Ihren'.
 */
export const trainerContactFields = (asking: 'office' | 'trainer') => {
  const article = asking === 'office' ? 'einen' : 'Ihren';
  return {
    firstName: nameField(`Bitte geben Sie ${article} Vornamen ein.`, 'Vorname'),
    lastName: nameField(`Bitte geben Sie ${article} Nachnamen ein.`, 'Nachname'),
    email: blankableText(TRAINER_PROFILE_LIMITS.email, 'Bitte geben Sie eine gültige E-Mail-Adresse ein.').pipe(
      z.email('Bitte geben Sie eine gültige E-Mail-Adresse ein.').nullable(),
    ),
    phone: blankableText(TRAINER_PROFILE_LIMITS.phone, 'Bitte geben Sie eine gültige Telefonnummer ein.').pipe(
      z
        .string()
        .regex(/^\+?[0-9 ()/-]{3,}$/, 'Bitte geben Sie eine gültige Telefonnummer ein (Ziffern, Leerzeichen, + - / ( )).')
        .nullable(),
    ),
    bio: blankableText(TRAINER_PROFILE_LIMITS.bio, `Die Biografie darf höchstens ${TRAINER_PROFILE_LIMITS.bio} Zeichen lang sein.`),
  };
};
