import { describe, expect, it } from 'vitest';
import { deliveryDateProblem, nextWorkingDay } from './delivery-date';

describe('nextWorkingDay', () => {
  it('is the next day from Monday to Thursday, and Monday from Friday, Saturday and Sunday', () => {
    expect(nextWorkingDay('2026-12-07')).toBe('2026-12-08'); // Monday
    expect(nextWorkingDay('2026-12-10')).toBe('2026-12-11'); // Thursday
    expect(nextWorkingDay('2026-12-11')).toBe('2026-12-14'); // Friday
    expect(nextWorkingDay('2026-12-12')).toBe('2026-12-14'); // Saturday
    expect(nextWorkingDay('2026-12-13')).toBe('2026-12-14'); // Sunday
    expect(nextWorkingDay('2026-12-31')).toBe('2027-01-01'); // a holiday counts as a working day
  });
});

describe('deliveryDateProblem', () => {
  const today = '2026-12-11'; // a Friday
  it('takes any working day from the next one on', () => {
    expect(deliveryDateProblem('2026-12-14', today)).toBeUndefined();
    expect(deliveryDateProblem('2027-03-05', today)).toBeUndefined();
  });

  it('refuses today, the past, a weekend, a day past a year ahead and what is not a date', () => {
    expect(deliveryDateProblem('2026-12-11', today)).toBe('tooSoon');
    expect(deliveryDateProblem('2026-12-12', today)).toBe('tooSoon');
    expect(deliveryDateProblem('2025-01-06', today)).toBe('tooSoon');
    expect(deliveryDateProblem('2026-12-19', today)).toBe('weekend');
    expect(deliveryDateProblem('2028-01-03', today)).toBe('tooFar');
    expect(deliveryDateProblem('2026-02-30', today)).toBe('invalid');
    expect(deliveryDateProblem('14/12/2026', today)).toBe('invalid');
  });
});
