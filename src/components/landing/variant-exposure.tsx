'use client';

import { useEffect } from 'react';
import type { LandingVariant } from '@/server/domain/landing/variant-cookie';

/**
 * Tells the server once per page view which variant was shown; the cached page cannot read
 * the visitor's cookie itself, the route handler does.
 */
export function VariantExposure({ variant }: { variant: LandingVariant }) {
  useEffect(() => {
    void fetch(`/api/landing/exposure?variant=${variant}`, { method: 'POST' }).catch(() => {});
  }, [variant]);
  return null;
}
