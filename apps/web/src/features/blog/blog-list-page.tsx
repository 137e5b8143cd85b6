import { useTranslation } from 'react-i18next';
import { BannerPage } from '../../components/ui/page-banner';
import { PostCard } from '../../components/ui/post-card';
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
              <PostCard
                key={id}
                className={sidebar === 'none' ? 'col-12 col-md-4' : 'col-12 col-md-6'}
                level="h2"
                date={t(`posts.${id}.date`)}
                title={t(`posts.${id}.title`)}
                excerpt={t(`posts.${id}.excerpt`)}
                color={POST_COLORS[id]}
                readMore={t('readMore')}
              />
            ))}
          </div>
        </div>
        {sidebar === 'right' && aside}
      </div>
    </BannerPage>
  );
}
