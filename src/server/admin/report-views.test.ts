import { describe, expect, it } from 'vitest';
import { funnelView, landingView, revenueView, topView } from './report-views';

describe('report views', () => {
  it('draws net revenue per month and service in euros, and tables paid, refunded and net in minor units', () => {
    const view = revenueView(
      {
        rows: [
          {
            month: '2026-01',
            service: 'breeder_profile',
            currency: 'HUF',
            paid: 1_200_000,
            refunded: 0,
            net: 1_200_000,
            eurCents: 3057,
          },
          {
            month: '2026-01',
            service: 'breeder_profile',
            currency: 'EUR',
            paid: 2990,
            refunded: 0,
            net: 2990,
            eurCents: 2990,
          },
          {
            month: '2026-02',
            service: 'puppy_match',
            currency: 'GBP',
            paid: 2000,
            refunded: 1000,
            net: 1000,
            eurCents: 1143,
          },
        ],
        eurByMonth: [],
        totalEurCents: 7190,
      },
      ['2026-01', '2026-02', '2026-03'],
    );
    expect(view.chart.data).toEqual([
      {
        month: '2026-01',
        reservation_deposit: 0,
        breeder_profile: 60.47,
        upcoming_litters: 0,
        puppy_match: 0,
        waitlist_deposit: 0,
      },
      {
        month: '2026-02',
        reservation_deposit: 0,
        breeder_profile: 0,
        upcoming_litters: 0,
        puppy_match: 11.43,
        waitlist_deposit: 0,
      },
      {
        month: '2026-03',
        reservation_deposit: 0,
        breeder_profile: 0,
        upcoming_litters: 0,
        puppy_match: 0,
        waitlist_deposit: 0,
      },
    ]);
    expect(view.columns.map((column) => column.key)).toEqual([
      'month',
      'service',
      'currency',
      'paid_minor',
      'refunded_minor',
      'net_minor',
      'net_eur_cents',
    ]);
    expect(view.rows[0]).toEqual([
      '2026-01',
      'Breeder profile',
      'HUF',
      1_200_000,
      0,
      1_200_000,
      3057,
    ]);
    expect(view.rows[2]).toEqual(['2026-02', 'Puppy match', 'GBP', 2000, 1000, 1000, 1143]);
    expect(view.summary).toContain('71.90 EUR in all');
  });

  it('names breeds and countries in English, and keeps unknown keys as they are', () => {
    const breeds = topView('breeds', [
      { key: 'komondor', listings: 3, sales: 1 },
      { key: 'no-such-breed', listings: 1, sales: 0 },
    ]);
    expect(breeds.rows).toEqual([
      ['Komondor', 3, 1],
      ['no-such-breed', 1, 0],
    ]);
    expect(topView('countries', [{ key: 'HU', listings: 2, sales: 0 }]).rows).toEqual([
      ['Hungary', 2, 0],
    ]);
  });

  it('lists every funnel stage and leaves a conversion without exposures empty', () => {
    const funnel = funnelView({ started: 6, paid: 3, completed: 1, cancelled: 2, expired: 1 });
    expect(funnel.rows).toEqual([
      ['Started', 6],
      ['Deposit paid', 3],
      ['Completed', 1],
      ['Cancelled', 2],
      ['Expired unpaid', 1],
    ]);
    const landing = landingView([
      {
        variant: 'control',
        exposures: 0,
        checkoutsStarted: 0,
        checkoutsPaid: 0,
        conversionBasisPoints: null,
      },
      {
        variant: 'A',
        exposures: 3,
        checkoutsStarted: 1,
        checkoutsPaid: 1,
        conversionBasisPoints: 3333,
      },
    ]);
    expect(landing.rows).toEqual([
      ['Control', 0, 0, 0, null],
      ['Variant A', 3, 1, 1, 3333],
    ]);
    expect(landing.chart.data).toEqual([
      { variant: 'Control', conversion: 0 },
      { variant: 'Variant A', conversion: 33.33 },
    ]);
  });
});
