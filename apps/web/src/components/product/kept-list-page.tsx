import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../lib/document-title';

/**
 * A page of the products the buyer keeps (wishlist, compare), in the words of its namespace `ns`: its `title`
 * names the page (and `heading`, unless the page gives its own), then the list (`children`), or, with
 * none, what an empty list says (`empty`) and the way back to the shop (`continueShopping`).
 */
export function KeptListPage({
  ns,
  count,
  heading,
  children,
}: {
  ns: 'wishlist' | 'compare';
  count: number;
  heading?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation(ns);
  useDocumentTitle(t('title'));
  return (
    <div className="container py-4">
      {heading ?? <h1 className="h3 mb-4">{t('title')}</h1>}
      {count === 0 ? (
        <div className="text-center py-5" data-testid={`${ns}-empty`}>
          <p className="text-body-secondary">{t('empty')}</p>
          <Link to="/shop-grid-standard" className="btn btn-primary">
            {t('continueShopping')}
          </Link>
        </div>
      ) : (
        children
      )}
    </div>
  );
}
