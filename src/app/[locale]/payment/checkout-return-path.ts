import { isPlanMonths } from '@/server/domain/paid-services/catalogue';

/**
 * Where the sign-in page sends a signed-out visitor back to: the checkout with the plan they
 * chose on the pricing page (`?months=`), when it is a plan length at all.
 */
export function checkoutReturnPath(checkoutPath: string, months: string | undefined): string {
  const asked = Number(months);
  return isPlanMonths(asked) ? `${checkoutPath}?months=${asked}` : checkoutPath;
}
