import { describe, expect, it } from 'vitest';
import { endToEndIdOf, messageIdOf, sepaText, writePain008, type Pain008Input } from './pain008';

const input: Pain008Input = {
  messageId: messageIdOf('6f1c2b9e-0d4a-4c55-9a51-1f0e0b6b7c01', '2026-12-15'),
  createdAt: new Date('2026-11-30T23:30:05Z'),
  collectionDate: '2026-12-15',
  creditor: { name: 'Sportzentrum Lindenau GmbH', iban: 'DE02120300000000202051', bic: null, creditorId: 'DE98ZZZ09999999999' },
  transactions: [
    {
      endToEndId: endToEndIdOf('0b1e4a52-8f4b-4a4e-9d7e-5c9a6c2d1e3f', '6f1c2b9e-0d4a-4c55-9a51-1f0e0b6b7c01'),
      sequenceType: 'FRST',
      amountCents: 5990,
      mandateId: 'M-2026-ABCDEFGH',
      mandateSignedOn: '2026-03-31',
      debtorName: 'Jürgen Groß',
      debtorIban: 'DE89370400440532013000',
      debtorBic: 'COBADEFFXXX',
      remittance: 'Monatsabo 01.12.2026–31.12.2026',
    },
  ],
};

describe('the pain.008 writer', () => {
  it('writes the same bytes for the same input, with Berlin dates whatever the time zone of the process', () => {
    const xml = writePain008(input);
    expect(writePain008(structuredClone(input))).toBe(xml);
    expect(xml).toContain('<CreDtTm>2026-12-01T00:30:05</CreDtTm>');
    expect(xml).toContain('<ReqdColltnDt>2026-12-15</ReqdColltnDt>');
    expect(xml).toContain('<DtOfSgntr>2026-03-31</DtOfSgntr>');
    expect(xml).toContain('<Nm>Juergen Gross</Nm>');
    expect(xml).toContain('<Ustrd>Monatsabo 01.12.2026-31.12.2026</Ustrd>');
    expect(xml).toContain('<CdtrAgt><FinInstnId><Othr><Id>NOTPROVIDED</Id></Othr></FinInstnId></CdtrAgt>');
  });

  it('keeps ids within 35 characters of the SEPA set', () => {
    expect(input.messageId).toMatch(/^LS20261215-[0-9A-F]{12}$/);
    expect(input.transactions[0].endToEndId).toMatch(/^[0-9A-F]{20}-[0-9A-F]{12}$/);
    expect(`${input.messageId}.RCUR.99999`.length).toBeLessThanOrEqual(35);
  });

  it('writes text in the SEPA character set', () => {
    expect(sepaText('Café & Co. – Öl <b>', 70)).toBe('Cafe Co. - Oel b');
    expect(sepaText('x'.repeat(80), 70)).toHaveLength(70);
  });
});
