import { describe, expect, it } from 'vitest';
import { parseReportRange, rangeBounds, reportMonths } from './report-range';

const TODAY = new Date('2026-11-26T09:30:00Z');
const LAST_12_MONTHS = { from: '2025-12-01', to: '2026-11-26' };

describe('report range', () => {
  it('is the last 12 months when the URL names none', () => {
    expect(parseReportRange({}, TODAY)).toEqual({ range: LAST_12_MONTHS, isFallback: false });
    expect(reportMonths(LAST_12_MONTHS)).toHaveLength(12);
  });

  it('takes two calendar days in order', () => {
    expect(parseReportRange({ from: '2026-01-01', to: '2026-11-30' }, TODAY)).toEqual({
      range: { from: '2026-01-01', to: '2026-11-30' },
      isFallback: false,
    });
  });

  it.each([
    { from: '2026-02-30', to: '2026-03-01' },
    { from: '2026-1-1', to: '2026-03-01' },
    { from: '2026-03-02', to: '2026-03-01' },
    { from: '2026-03-01' },
    { from: 'yesterday', to: '2026-03-01' },
    { from: '2020-01-01', to: '2025-01-01' },
  ])('falls back to the default, saying so, for %o', (params) => {
    expect(parseReportRange(params, TODAY)).toEqual({ range: LAST_12_MONTHS, isFallback: true });
  });

  it('lists the months across a year end and ends after the last day', () => {
    const range = { from: '2025-11-15', to: '2026-02-28' };
    expect(reportMonths(range)).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(rangeBounds(range)).toEqual({
      start: new Date('2025-11-15T00:00:00Z'),
      end: new Date('2026-03-01T00:00:00Z'),
    });
  });
});
