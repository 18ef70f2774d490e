/*
 * Why a bank returned a direct debit (Rücklastschrift): the common SEPA reason codes (ISO 20022
 * ExternalReturnReason) as German bank statements and return notices name them. The office picks one when
 * it records a return; the member's mail and the run's list show the label.
 */
export const SEPA_RETURN_REASONS = {
  AC01: 'IBAN fehlerhaft',
  AC04: 'Konto erloschen',
  AC06: 'Konto gesperrt',
  AG01: 'Lastschrift auf diesem Konto nicht zulässig',
  AG02: 'Ungültiger Zahlungsvorgang',
  AM04: 'Deckung unzureichend',
  AM05: 'Doppelte Einreichung',
  BE05: 'Zahlungsempfänger unbekannt',
  MD01: 'Kein Mandat',
  MD02: 'Mandatsangaben fehlen oder sind fehlerhaft',
  MD06: 'Rückgabe auf Verlangen des Zahlers',
  MD07: 'Zahler verstorben',
  MS02: 'Widerspruch des Zahlers',
  MS03: 'Grund nicht angegeben',
  RC01: 'BIC fehlerhaft',
  RR01: 'Angaben zum Zahler fehlen (regulatorische Gründe)',
  RR04: 'Regulatorische Gründe',
  SL01: 'Lastschriftsperre des Zahlers bei seiner Bank',
} as const;

export type SepaReturnReason = keyof typeof SEPA_RETURN_REASONS;
export const SEPA_RETURN_REASON_CODES = Object.keys(SEPA_RETURN_REASONS) as [SepaReturnReason, ...SepaReturnReason[]];

/** 'AM04 – Deckung unzureichend'; an unknown code as it is. */
export const returnReasonText = (code: string) => (code in SEPA_RETURN_REASONS ? `${code} – ${SEPA_RETURN_REASONS[code as SepaReturnReason]}` : code);
