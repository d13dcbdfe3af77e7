import { addDays, Random } from './random';

/**
 * A team of numbered admins besides the three fixed ones (admin1–7, adminv1–7, adminm1–3
 * @demo.local, the demo password): each admin's second factor is set up on their first
 * sign-in, so every browser test that acts as an admin signs in as one of its own. Built from
 * their own random stream, after everything else, so the rest of the demo stays the same.
 */
export const DEMO_TEAM = [
  ...[1, 2, 3, 4].map((n) => ({ email: `admin${n}@demo.local`, role: 'ADMIN' as const })),
  ...[1, 2, 3].map((n) => ({ email: `adminv${n}@demo.local`, role: 'ADMINV' as const })),
  ...[1, 2, 3].map((n) => ({ email: `adminm${n}@demo.local`, role: 'ADMINM' as const })),
  // Added later, at the end, so the earlier admins keep their ids.
  ...[5, 6, 7].map((n) => ({ email: `admin${n}@demo.local`, role: 'ADMIN' as const })),
  ...[4, 5, 6].map((n) => ({ email: `adminv${n}@demo.local`, role: 'ADMINV' as const })),
  { email: 'adminv7@demo.local', role: 'ADMINV' as const },
];

export function buildDemoTeam(seed: number, reference: Date) {
  const ids = Random.derive(seed, 'team');
  const createdAt = addDays(reference, -400);
  return DEMO_TEAM.map(({ email, role }) => ({
    id: ids.uuid(),
    name: `Demo ${role === 'ADMIN' ? 'Admin' : role === 'ADMINV' ? 'Verification Admin' : 'Money Admin'} ${email.replace(/\D/g, '')}`,
    email,
    emailVerified: true,
    countryCode: 'HU',
    locale: 'en' as const,
    role,
    createdAt,
    updatedAt: createdAt,
  }));
}
