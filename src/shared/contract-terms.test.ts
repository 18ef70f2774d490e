import { describe, expect, it } from 'vitest';
import { addMonths, contractPeriod, minimumTermEnd, ordinaryEnd, periodAmount, proratedAmount } from './contract-terms';

const monthly = { startsOn: '2026-01-31', minimumTermMonths: 1, noticeMonths: 1 };
const yearly = { startsOn: '2026-03-01', minimumTermMonths: 12, noticeMonths: 1 };

describe('contract terms', () => {
  it('adds months, keeping to the month’s last day', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-11-15', 2)).toBe('2027-01-15');
  });

  it('ends the minimum term the day before the same date months later', () => {
    expect(minimumTermEnd('2026-03-01', yearly)).toBe('2027-02-28');
  });

  it('ends on ordinary notice at the minimum term’s end or one month after receipt, whichever is later', () => {
    expect(ordinaryEnd(yearly, '2026-06-10')).toBe('2027-02-28');
    expect(ordinaryEnd(yearly, '2027-02-10')).toBe('2027-03-10');
    expect(ordinaryEnd(monthly, '2026-05-20')).toBe('2026-06-20');
    expect(ordinaryEnd(monthly, '2026-05-20', '2026-08-31')).toBe('2026-08-31');
    expect(ordinaryEnd(monthly, '2026-05-20', '2026-05-25')).toBe('2026-06-20');
  });

  it('bills the minimum term first, then month by month', () => {
    expect(contractPeriod(yearly, 0)).toEqual({ start: '2026-03-01', end: '2027-02-28' });
    expect(contractPeriod(yearly, 1)).toEqual({ start: '2027-03-01', end: '2027-03-31' });
    expect(contractPeriod(monthly, 2)).toEqual({ start: '2026-03-31', end: '2026-04-29' });
    expect(periodAmount(599, yearly, 0)).toBe(599);
    expect(periodAmount(599, yearly, 1)).toBe(49.92);
    expect(periodAmount(59, monthly, 5)).toBe(59);
  });

  it('charges a last period cut short for its days only', () => {
    expect(proratedAmount(60, { start: '2026-06-01', end: '2026-06-30' }, '2026-06-15')).toBe(30);
    expect(proratedAmount(60, { start: '2026-06-01', end: '2026-06-30' }, '2026-07-15')).toBe(60);
  });
});
