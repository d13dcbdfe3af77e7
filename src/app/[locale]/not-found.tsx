import { useTranslations } from 'next-intl';
import { NotFoundView } from '@/components/content/not-found-view';

// What a page's notFound() shows (an unknown kennel, breed or ad).
export default function NotFound() {
  const t = useTranslations('NotFound');
  return (
    <>
      <title>{t('title')}</title>
      <NotFoundView />
    </>
  );
}
