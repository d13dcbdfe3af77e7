import { describe, expect, it } from 'vitest';
import { checkoutReturnPath } from './checkout-return-path';

describe('checkoutReturnPath', () => {
  it('keeps the plan a pricing link preselected through the sign-in redirect', () => {
    expect(checkoutReturnPath('/hu/fizetes/tenyeszto-profil', '3')).toBe(
      '/hu/fizetes/tenyeszto-profil?months=3',
    );
  });

  it('drops what is not a plan length', () => {
    expect(checkoutReturnPath('/en/payment/puppy-match', '5')).toBe('/en/payment/puppy-match');
    expect(checkoutReturnPath('/en/payment/puppy-match', undefined)).toBe(
      '/en/payment/puppy-match',
    );
  });
});
