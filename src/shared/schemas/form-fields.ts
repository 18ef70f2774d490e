import { z } from 'zod';

/*
 * Field schemas of the admin forms. Each accepts what a form field holds (text) as well as what an API
 * client sends (numbers, booleans, lists), so the browser and the server validate with the same schema.
 */

/** A required text, trimmed. */
export const requiredText = (max: number, message: string, tooLong: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong);

/** A text the form always sends (possibly empty): trimmed, and empty means none. */
export const blankableText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, message)
    .transform((value) => (value === '' ? null : value));

/** An optional text: trimmed, and empty means none. */
export const optionalText = (max: number, tooLong: string) =>
  z
    .string({ error: tooLong })
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((value) => (value ? value : null));

/** A number typed into a text field ('59,90' or '59.90') or sent as a number; empty is null. */
const numberish = z
  .union([z.number(), z.string()])
  .nullish()
  .transform((value) => {
    if (value === null || value === undefined) return null;
    if (typeof value === 'number') return value;
    const text = value.trim().replace(',', '.');
    return text === '' ? null : Number(text);
  });

/** A required whole number between min and max. */
export const requiredInt = (min: number, max: number, message: string) =>
  numberish.pipe(z.number({ error: message }).int(message).min(min, message).max(max, message));

/** An optional whole number between min and max; empty means none. */
export const optionalInt = (min: number, max: number, message: string) =>
  numberish.pipe(z.number({ error: message }).int(message).min(min, message).max(max, message).nullable());

/** A required amount of money, at most two decimals. */
export const requiredAmount = (max: number, message: string, decimals: string) =>
  numberish.pipe(
    z
      .number({ error: message })
      .min(0, message)
      .max(max, message)
      .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, decimals),
  );

/** A list of short texts, typed comma-separated ('Spiegel, Matten') or sent as a list. */
export const commaList = (maxItems: number, maxLength: number, message: string) =>
  z
    .union([z.array(z.string({ error: message })), z.string({ error: message })])
    .nullish()
    .transform((value) => (typeof value === 'string' ? value.split(',') : (value ?? [])).map((item) => item.trim()).filter(Boolean))
    .pipe(z.array(z.string().max(maxLength, message)).max(maxItems, message));

/** An optional https:// (or site-relative /…) address; empty means none. */
export const optionalUrl = (max: number, message: string) =>
  optionalText(max, message).refine((value) => value === null || /^(https:\/\/[^\s]+|\/[^\s/][^\s]*)$/.test(value), message);
