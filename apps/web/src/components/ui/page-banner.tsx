import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../lib/document-title';
import '../../styles/page-banner.scss';

export interface Crumb {
  label: string;
  to?: string;
}

/** A page's heading with its breadcrumb. */
export function PageBanner({ title, crumbs, label }: { title: string; crumbs: Crumb[]; label: string }) {
  return (
    <div className="page-banner">
      <div className="container">
        <h1>{title}</h1>
        <nav aria-label={label}>
          <ol className="breadcrumb">
            {crumbs.map((crumb) => (
              <li
                key={crumb.label}
                className={`breadcrumb-item${crumb.to ? '' : ' active'}`}
                aria-current={crumb.to ? undefined : 'page'}
              >
                {crumb.to ? <Link to={crumb.to}>{crumb.label}</Link> : crumb.label}
              </li>
            ))}
          </ol>
        </nav>
      </div>
    </div>
  );
}

/**
 * A page under a banner (the info and blog pages): `title` names the page, the browser tab too; the breadcrumb
 * goes from the home page through `trail` to it; `children` sit in a container below.
 */
export function BannerPage({
  title,
  trail = [],
  children,
}: {
  title: string;
  trail?: Crumb[];
  children: ReactNode;
}) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  return (
    <>
      <PageBanner
        title={title}
        label={t('breadcrumb')}
        crumbs={[{ label: t('menu.home'), to: '/' }, ...trail, { label: title }]}
      />
      <div className="container">{children}</div>
    </>
  );
}
