import type { Auth } from '../../integrations/auth/auth';

/** Confirms an e-mail address from the link's token; false when it is used, expired or forged. */
export async function verifyEmail(auth: Auth, token: string): Promise<boolean> {
  try {
    await auth.api.verifyEmail({ query: { token } });
    return true;
  } catch {
    return false;
  }
}
