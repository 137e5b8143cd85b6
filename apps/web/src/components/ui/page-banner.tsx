import { Link } from 'react-router';
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
