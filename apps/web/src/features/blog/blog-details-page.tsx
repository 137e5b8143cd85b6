import { useTranslation } from 'react-i18next';
import { BannerPage } from '../../components/ui/page-banner';
import { BlogSidebar } from './blog-sidebar';

export default function BlogDetailsPage() {
  const { t } = useTranslation('blog');
  return (
    <BannerPage title={t('posts.tiers.title')} trail={[{ label: t('title'), to: '/blog-standard' }]}>
      <div className="row g-4">
        <article className="col-12 col-lg-8">
          <p className="small text-body-secondary">{t('posts.tiers.date')}</p>
          <p className="lead">{t('posts.tiers.excerpt')}</p>
          <p>{t('posts.tiers.body1')}</p>
          <p>{t('posts.tiers.body2')}</p>
        </article>
        <div className="col-12 col-lg-4">
          <BlogSidebar />
        </div>
      </div>
    </BannerPage>
  );
}
