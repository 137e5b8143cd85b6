import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/document-title';
import type { HomeVariantId } from './variant-ids';

export default function HomePage({ variant }: { variant: HomeVariantId }) {
  const { t } = useTranslation();
  useDocumentTitle(t('menu.home'));
  return (
    <div className="container py-4" data-variant={variant}>
      <h1>{t('menu.home')}</h1>
    </div>
  );
}
