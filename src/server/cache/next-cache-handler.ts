// next.config's `cacheHandler` when DATABASE_URL is set: every app process reads and revalidates
// one incremental cache (shared-cache.ts). Next imports this file itself, outside the bundle.
import type {
  CacheHandler,
  CacheHandlerContext,
  CacheHandlerValue,
} from 'next/dist/server/lib/incremental-cache';
import { env } from '../../env.ts';
import { createSharedCache, type SharedCache } from './shared-cache.ts';

const DEFAULT_MEMORY_BYTES = 50 * 1024 * 1024;
let shared: SharedCache | null = null;

/** Next makes one handler per request; they all use the process's one shared cache. */
export default class PostgresCacheHandler implements CacheHandler {
  private readonly cache: SharedCache;

  constructor(context: CacheHandlerContext) {
    if (!env.DATABASE_URL) throw new Error('The shared cache handler needs DATABASE_URL');
    shared ??= createSharedCache({
      url: env.DATABASE_URL,
      maxMemoryBytes: context.maxMemoryCacheSize || DEFAULT_MEMORY_BYTES,
    });
    this.cache = shared;
  }

  async get(...[key, context]: Parameters<CacheHandler['get']>): Promise<CacheHandlerValue | null> {
    try {
      return await this.cache.get(key, 'tags' in context ? context : {});
    } catch (error) {
      console.error(`cache read failed: ${(error as Error).message}`);
      return null;
    }
  }

  async set(...[key, value, context]: Parameters<CacheHandler['set']>): Promise<void> {
    try {
      await this.cache.set(
        key,
        value,
        'cacheControl' in context ? context.cacheControl : undefined,
      );
    } catch (error) {
      console.error(`cache write failed: ${(error as Error).message}`);
    }
  }

  async revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void> {
    await this.cache.revalidateTag(typeof tags === 'string' ? [tags] : tags, durations);
  }

  resetRequestCache(): void {}
}
