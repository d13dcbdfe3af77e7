import { describe, expect, it } from 'vitest';
import { addMonths, nextPeriod } from './plan-period';

const at = (iso: string) => new Date(iso);

describe('addMonths', () => {
  it.each([
    ['2026-11-26T10:00:00Z', 1, '2026-12-26T10:00:00Z'],
    ['2026-12-15T08:30:00Z', 1, '2027-01-15T08:30:00Z'],
    ['2027-01-31T12:00:00Z', 1, '2027-02-28T12:00:00Z'],
    ['2028-01-31T12:00:00Z', 1, '2028-02-29T12:00:00Z'],
    ['2027-03-31T00:00:00Z', 3, '2027-06-30T00:00:00Z'],
    ['2027-08-31T23:59:59Z', 6, '2028-02-29T23:59:59Z'],
    ['2027-12-31T06:00:00Z', 12, '2028-12-31T06:00:00Z'],
    ['2028-02-29T06:00:00Z', 12, '2029-02-28T06:00:00Z'],
    ['2027-05-31T06:00:00Z', 1, '2027-06-30T06:00:00Z'],
  ])('%s + %i months = %s', (start, months, end) => {
    expect(addMonths(at(start), months).toISOString()).toBe(at(end).toISOString());
  });
});

describe('nextPeriod', () => {
  const now = at('2027-01-31T12:00:00Z');

  it('starts now when nothing runs', () => {
    expect(nextPeriod(now, null, 1)).toEqual({ startsAt: now, endsAt: at('2027-02-28T12:00:00Z') });
  });

  it('starts now when the last period already ended', () => {
    expect(nextPeriod(now, at('2027-01-01T00:00:00Z'), 3).startsAt).toEqual(now);
  });

  it('extends from the current end when paid early', () => {
    expect(nextPeriod(now, at('2027-03-31T09:00:00Z'), 1)).toEqual({
      startsAt: at('2027-03-31T09:00:00Z'),
      endsAt: at('2027-04-30T09:00:00Z'),
    });
  });
});
