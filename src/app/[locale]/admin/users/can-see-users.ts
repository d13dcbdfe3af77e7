import type { Viewer } from '@/server/context';

/** ADMIN and ADMINV work with accounts (docs/decisions.md); the domain checks the same. */
export const canSeeUsers = (viewer: Viewer) =>
  (viewer.role === 'ADMIN' || viewer.role === 'ADMINV') && viewer.twoFactorEnabled;
