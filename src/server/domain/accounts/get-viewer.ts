import type { Role, Viewer } from '../../context';
import type { Auth } from '../../integrations/auth/auth';

/** The signed-in person behind the request's session cookie, or null. */
export async function getViewer(
  auth: Auth,
  headers: Headers,
): Promise<(Viewer & { name: string; email: string }) | null> {
  const session = await auth.api.getSession({ headers });
  if (!session) return null;
  const user = session.user as typeof session.user & { role?: Role; twoFactorEnabled?: boolean };
  return {
    id: user.id,
    role: user.role ?? 'USER',
    emailVerified: user.emailVerified,
    twoFactorEnabled: user.twoFactorEnabled === true,
    name: user.name,
    email: user.email,
  };
}
