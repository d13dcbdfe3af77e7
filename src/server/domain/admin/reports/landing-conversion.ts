import type { RequestContext } from '../../../context';
import {
  countLandingVariants,
  type LandingVariantStats,
} from '../../landing/find-landing-variant-stats';
import { rangeBounds, requireReportReader, type ReportRange } from './report-range';

export interface LandingConversionRow extends LandingVariantStats {
  /** Paid checkouts per 10,000 exposures (basis points), or null without exposures. */
  conversionBasisPoints: number | null;
}

/**
 * The breeder-profile landing page's variants in the range: visitor-days exposed, checkouts
 * started and paid, and the paid share of exposures.
 */
export async function getLandingConversion(
  ctx: RequestContext,
  range: ReportRange,
): Promise<LandingConversionRow[]> {
  requireReportReader(ctx);
  const to = rangeBounds(range).end.toISOString().slice(0, 10);
  const stats = await countLandingVariants(ctx.db, { from: range.from, to });
  return stats.map((row) => ({
    ...row,
    conversionBasisPoints:
      row.exposures === 0 ? null : Math.round((row.checkoutsPaid * 10_000) / row.exposures),
  }));
}
