import { electronicFormatIBAN, friendlyFormatIBAN, isSEPACountry, isValidBIC, isValidIBAN } from 'ibantools';
import { validateCreditorID } from 'sepa';

/*
 * The checks a SEPA direct debit rests on, the same in the browser (as typed) and on the server: an IBAN
 * of a SEPA country with its check digits, a BIC, and a creditor identifier (Gläubiger-ID) with its
 * check digits. Input may carry spaces and lower case, as people copy it from a bank statement.
 */

/** 'de89 3704 0044 0532 0130 00' → 'DE89370400440532013000' (or '' for nothing usable). */
export const compactIban = (value: string) => electronicFormatIBAN(value) ?? '';

/** A valid IBAN of a country in the SEPA scheme. */
export function isSepaIban(value: string): boolean {
  const iban = compactIban(value);
  return isValidIBAN(iban) && isSEPACountry(iban.slice(0, 2));
}

/** 'DE89370400440532013000' → 'DE89 3704 0044 0532 0130 00', as statements print it. */
export const printedIban = (iban: string) => friendlyFormatIBAN(iban) ?? iban;

/**
 * 'DE89370400440532013000' → 'DE•• •••• 3000': enough for a member to recognise the account, not the whole
 * number, wherever an account is named to them (Meine Karten, the Vorabankündigung).
 */
export const maskedIban = (iban: string) => `${iban.slice(0, 2)}•• •••• ${iban.slice(-4)}`;

/** A BIC of 8 or 11 characters ('COBADEFFXXX'); spaces and case do not matter. */
export const isSepaBic = (value: string) => isValidBIC(value.replace(/\s+/g, '').toUpperCase());

/** 'de98 zzz0 9999 9999 99' → 'DE98ZZZ09999999999'. */
export const compactCreditorId = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/**
 * A creditor identifier: country, two check digits, a three-character business code and the national
 * part (a German one is 18 characters in all), the check digits matching (ISO 7064 MOD 97-10 over the
 * national part and the country, the business code left out).
 */
export function isCreditorId(value: string): boolean {
  const id = compactCreditorId(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{3}[A-Z0-9]{1,28}$/.test(id)) return false;
  if (id.startsWith('DE') && id.length !== 18) return false;
  return isSEPACountry(id.slice(0, 2)) && validateCreditorID(id);
}
