/*
 * Apart from schemas/passes.ts, which builds zod schemas when it loads: the member's 'Meine Karten' page
 * shows this line and needs no schema.
 */

/** What a pass has left, as the member reads it: 'noch 3 von 10 Eintritten' or 'unbegrenzt'. */
export const passBalanceText = (pass: { credits: number | null; balance: number | null }) =>
  pass.credits === null || pass.balance === null ? 'unbegrenzt' : `noch ${pass.balance} von ${pass.credits} ${pass.credits === 1 ? 'Eintritt' : 'Eintritten'}`;
