import { describe, expect, it } from 'vitest';
import { compactIban, isCreditorId, isSepaBic, isSepaIban, printedIban } from './sepa-checks';

describe('IBAN', () => {
  it.each(['DE89370400440532013000', 'de89 3704 0044 0532 0130 00', 'AT611904300234573201', 'CH9300762011623852957'])('takes %s', (iban) => {
    expect(isSepaIban(iban)).toBe(true);
  });

  it.each([
    ['a wrong check digit', 'DE89370400440532013001'],
    ['a digit too few', 'DE8937040044053201300'],
    ['no country', '8937040044053201300000'],
    ['a country outside SEPA', 'BR9700360305000010009795493P1'],
    ['nothing', ''],
  ])('refuses %s', (_why, iban) => {
    expect(isSepaIban(iban)).toBe(false);
  });

  it('is stored compact and printed in groups of four', () => {
    expect(compactIban('de89 3704 0044 0532 0130 00')).toBe('DE89370400440532013000');
    expect(printedIban('DE89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
  });
});

describe('Gläubiger-Identifikationsnummer', () => {
  it.each(['DE98ZZZ09999999999', 'de98 zzz0 9999 9999 99', 'DE32ZZZ00000123456', 'AT92ZZZ00000012345'])('takes %s', (id) => {
    expect(isCreditorId(id)).toBe(true);
  });

  it.each([
    ['a wrong check digit', 'DE99ZZZ09999999999'],
    ['a German one too short', 'DE98ZZZ0999999999'],
    ['a business code of two characters', 'DE98ZZ09999999999'],
    ['letters as check digits', 'DEXXZZZ09999999999'],
    ['an IBAN', 'DE89370400440532013000'],
    ['nothing', ''],
  ])('refuses %s', (_why, id) => {
    expect(isCreditorId(id)).toBe(false);
  });
});

describe('BIC', () => {
  it('takes 8 or 11 characters and refuses other lengths', () => {
    expect(isSepaBic('COBADEFF')).toBe(true);
    expect(isSepaBic('cobadeff xxx')).toBe(true);
    expect(isSepaBic('COBADEF')).toBe(false);
    expect(isSepaBic('COBADEFFXX')).toBe(false);
  });
});
