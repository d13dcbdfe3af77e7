import { describe, expect, it } from 'vitest';
import type { PhotoSources } from '@/server/domain/photos/photo-sources';
import { largestWebp } from './largest-webp';

const photo = (name: string): PhotoSources => ({
  src: `/media/${name}-320.webp`,
  srcSet: `/media/${name}-320.webp 320w, /media/${name}-1440.webp 1440w, /media/${name}-960.webp 960w`,
  avifSrcSet: `/media/${name}-320.avif 320w, /media/${name}-1440.avif 1440w`,
  width: 1600,
  height: 1200,
});

describe('largestWebp', () => {
  it('takes the widest WebP variant and scales the height with it', () => {
    expect(largestWebp(photo('a'))).toEqual({
      url: '/media/a-1440.webp',
      width: 1440,
      height: 1080,
    });
  });

  it('falls back to the default source without a WebP srcset', () => {
    expect(largestWebp({ ...photo('a'), srcSet: '' })).toEqual({
      url: '/media/a-320.webp',
      width: 1600,
      height: 1200,
    });
  });
});
