'use server';

import { redirect } from 'next/navigation';
import { createRequestContext } from '@/server/context';
import {
  authenticateSandboxCharge,
  paySandboxCharge,
} from '@/server/domain/payments/sandbox-checkout';

export interface SandboxPayState {
  errors: string[];
}

/** The card form of the sandbox's hosted page; nothing of the card is kept but its last four digits. */
export async function payAction(
  chargeId: string,
  _previous: SandboxPayState,
  form: FormData,
): Promise<SandboxPayState> {
  const result = await paySandboxCharge(createRequestContext(), chargeId, {
    number: String(form.get('number') ?? ''),
    expiry: String(form.get('expiry') ?? ''),
    cvc: String(form.get('cvc') ?? ''),
  });
  if (result.kind === 'invalid') return { errors: result.errors };
  if (result.kind === 'authenticate') redirect(`/sandbox-pay/${chargeId}`);
  redirect(result.returnUrl);
}

/** The authentication step: approve or fail, as a bank's 3-D Secure page would offer. */
export async function authenticateAction(chargeId: string, approve: boolean): Promise<void> {
  const result = await authenticateSandboxCharge(createRequestContext(), chargeId, approve);
  redirect(result.returnUrl);
}
