import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BannerPage } from '../../components/ui/page-banner';
import { BLOG_LAYOUTS, type BlogLayoutId } from './blog-layouts';
import { BlogSidebar } from './blog-sidebar';
import { POST_COLORS, POSTS } from './posts';

export default function BlogListPage({ layout }: { layout: BlogLayoutId }) {
  const { t } = useTranslation('blog');
  const { sidebar } = BLOG_LAYOUTS[layout];
  const aside = sidebar !== 'none' && (
    <div className="col-12 col-lg-4">
      <BlogSidebar />
    </div>
  );
  return (
    <BannerPage title={t('title')}>
      <div className="row g-4" data-layout={layout}>
        {sidebar === 'left' && aside}
        <div className={sidebar === 'none' ? 'col-12' : 'col-12 col-lg-8'}>
          <div className="row g-4">
            {POSTS.map((id) => (
              <article key={id} className={sidebar === 'none' ? 'col-12 col-md-4' : 'col-12 col-md-6'}>
                <div className="card h-100">
                  <div
                    className="rounded-top"
                    style={{ background: POST_COLORS[id], height: '9rem' }}
                    aria-hidden="true"
                  />
                  <div className="card-body">
                    <p className="small text-body-secondary mb-1">{t(`posts.${id}.date`)}</p>
                    <h2 className="h5 card-title">{t(`posts.${id}.title`)}</h2>
                    <p className="card-text">{t(`posts.${id}.excerpt`)}</p>
                    <Link to="/blog-details-standard" className="stretched-link">
                      {t('readMore')}
                      <span className="visually-hidden">: {t(`posts.${id}.title`)}</span>
                    </Link>
                  </div>
                </div>
              </article>
            ))}
          </div>
        </div>
        {sidebar === 'right' && aside}
      </div>
    </BannerPage>
  );
}
