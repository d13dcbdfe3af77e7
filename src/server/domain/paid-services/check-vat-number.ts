import { checkVAT, countries } from 'jsvat';
import { env } from '@/env';

/** VIES answers in seconds or not at all; past this the format check stands alone. */
const VIES_TIMEOUT_MS = 5_000;

export type VatCheck =
  | { ok: true; vatNumber: string; checked: 'format' | 'vies' }
  | { ok: false; code: 'vatNumberInvalid' | 'vatNumberUnknown' };

/**
 * Checks an EU VAT number: its format and check digits (jsvat) and, when VIES_URL is set and
 * answers, the EU register. An unreachable register leaves the number checked by format only,
 * so an outage at VIES never blocks a purchase.
 */
export async function checkVatNumber(raw: string, viesUrl = env.VIES_URL): Promise<VatCheck> {
  const vatNumber = raw.replace(/[\s.-]/g, '').toUpperCase();
  const result = checkVAT(vatNumber, countries);
  if (!result.isValid) return { ok: false, code: 'vatNumberInvalid' };
  if (!viesUrl) return { ok: true, vatNumber, checked: 'format' };
  try {
    const response = await fetch(`${viesUrl.replace(/\/$/, '')}/check-vat-number`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ countryCode: vatNumber.slice(0, 2), vatNumber: vatNumber.slice(2) }),
      signal: AbortSignal.timeout(VIES_TIMEOUT_MS),
    });
    if (!response.ok) return { ok: true, vatNumber, checked: 'format' };
    const answer = (await response.json()) as { valid?: unknown };
    if (answer.valid === false) return { ok: false, code: 'vatNumberUnknown' };
    if (answer.valid === true) return { ok: true, vatNumber, checked: 'vies' };
  } catch {
    // Unreachable or malformed: the format check stands.
  }
  return { ok: true, vatNumber, checked: 'format' };
}
