import type { AccountServices } from './auth';
import { clientAddress } from './client-address';
import { requireSessionUser } from './session-user';

/** Sends the signed-in account a new confirmation link, unless it is confirmed already. */
export async function resendVerificationEmail(
  services: AccountServices,
  headers: Headers,
): Promise<void> {
  const user = await requireSessionUser(services, headers);
  if (user.emailVerified) return;
  await services.limits.consume('verificationMail', user.id, clientAddress(headers));
  await services.auth.api.sendVerificationEmail({ body: { email: user.email }, headers });
}
