import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { POSTS } from './posts';

export function BlogSidebar() {
  const { t } = useTranslation('blog');
  return (
    <aside className="shop-sidebar" aria-label={t('sidebar')}>
      <h2>{t('recent')}</h2>
      <ul className="list-unstyled">
        {POSTS.map((id) => (
          <li key={id} className="mb-2">
            <Link to="/blog-details-standard">{t(`posts.${id}.title`)}</Link>
          </li>
        ))}
      </ul>
      <h2 className="mt-4">{t('topics')}</h2>
      <p className="small">{t('topicList')}</p>
    </aside>
  );
}
