import 'server-only';
import { headers } from 'next/headers';
import { cache } from 'react';
import { getAccountServices } from '@/server/domain/accounts/auth';
import { getViewer } from '@/server/domain/accounts/get-viewer';

/** The signed-in person of this request (looked up once per render), or null. */
export const getRequestViewer = cache(async () =>
  getViewer(getAccountServices().auth, await headers()),
);
