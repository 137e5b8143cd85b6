import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/document-title';
import type { ShopLayoutId } from './shop-layouts';

export default function ShopPage({ layout }: { layout: ShopLayoutId }) {
  const { t } = useTranslation();
  useDocumentTitle(t('menu.shop'));
  return (
    <div className="container py-4" data-layout={layout}>
      <h1>{t('menu.shop')}</h1>
    </div>
  );
}
