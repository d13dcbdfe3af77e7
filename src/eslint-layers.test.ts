import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The layering rules of eslint.config.mjs, run on small probe files at real paths.
const eslint = new ESLint({ cwd: path.resolve('.') });

async function layerErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.resolve(file) });
  return result!.messages
    .filter((m) => m.ruleId?.startsWith('layers/') || m.ruleId === 'no-restricted-imports')
    .map((m) => `${m.ruleId}: ${m.message}`);
}

describe('layering rules', () => {
  it.each([
    ['src/components/probe/probe.tsx', "import { getDatabase } from '@/server/db/client';"],
    ['src/components/probe/probe.tsx', "import { getDatabase } from '../../server/db/client';"],
    [
      'src/components/probe/probe.tsx',
      "import { createRequestContext } from '../../server/context';",
    ],
    [
      'src/app/[locale]/probe/page.tsx',
      "import { s3 } from '../../../server/integrations/storage/s3';",
    ],
    ['src/server/graphql/types/probe.ts', "import { listings } from '../../db/schema';"],
    ['src/server/domain/probe/probe.ts', "import { builder } from '../../graphql/builder';"],
    ['src/server/db/probe.ts', "import { reserveDog } from '../domain/reservations/reserve-dog';"],
    [
      'src/server/db/probe.ts',
      "export { reserveDog } from '@/server/domain/reservations/reserve-dog';",
    ],
    ['src/server/domain/probe/probe.ts', "import { redirect } from 'next/navigation';"],
  ])('refuses %s importing: %s', async (file, code) => {
    expect(await layerErrors(file, `${code}\n`)).not.toEqual([]);
  });

  it.each([
    ['src/components/probe/probe.tsx', "import type { Database } from '../../server/db/client';"],
    ['src/components/probe/probe.tsx', "import { type Database } from '@/server/db/client';"],
    [
      'src/server/graphql/types/probe.ts',
      "import { reserveDog } from '../../domain/reservations/reserve-dog';",
    ],
    [
      'src/app/[locale]/probe/page.tsx',
      "import { reserveDog } from '@/server/domain/reservations/reserve-dog';",
    ],
    ['src/server/domain/probe/probe.ts', "import { listings } from '../../db/schema';"],
  ])('allows %s importing: %s', async (file, code) => {
    expect(await layerErrors(file, `${code}\n`)).toEqual([]);
  });

  it('lets a client component take only types from server/*', async () => {
    const file = 'src/components/probe/probe.tsx';
    const value = "import { LISTING_KINDS } from '@/server/domain/listings/listing-states';";
    const relative = "import { LISTING_KINDS } from '../../server/domain/listings/listing-states';";
    const types = "import type { ListingKind } from '@/server/domain/listings/listing-states';";
    expect(await layerErrors(file, `'use client';\n\n${value}\n`)).toEqual([
      'layers/client-imports-types-only: A client component takes only types from server/* (server/domain/listings/listing-states).',
    ]);
    expect(await layerErrors(file, `'use client';\n\n${relative}\n`)).toHaveLength(1);
    expect(await layerErrors(file, `'use client';\n\n${types}\n`)).toEqual([]);
    // A server component may call the domain.
    expect(await layerErrors(file, `${value}\n`)).toEqual([]);
  });
});
