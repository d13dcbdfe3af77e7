import { ImageResponse } from 'next/og';
import { LOCALES, isLocale } from '@/i18n/locales';
import { SHARE_IMAGE_SIZE, siteWords } from '@/i18n/share-card';

// One share image per language, drawn at build time (next/og's font covers all ten scripts).
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) return new Response(null, { status: 404 });
  const { siteName, tagline } = siteWords(locale);
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        padding: '80px',
        background: 'linear-gradient(135deg, #f6e7d6, #fdf6ee)',
        color: '#1f1a17',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: '32px' }}>
        <svg width="128" height="128" viewBox="0 0 32 32">
          <circle cx="16" cy="16" r="16" fill="#8a4b12" />
          <path
            d="M9 13c0-3 2-5 4-5l1 4h4l1-4c2 0 4 2 4 5l-2 2v4c0 3-2 5-5 5s-5-2-5-5v-4z"
            fill="#fff"
          />
        </svg>
        <div style={{ fontSize: 88, fontWeight: 700, color: '#6b3a0e' }}>{siteName}</div>
      </div>
      <div style={{ marginTop: 48, fontSize: 52, lineHeight: 1.25, maxWidth: 1000 }}>{tagline}</div>
    </div>,
    SHARE_IMAGE_SIZE,
  );
}
