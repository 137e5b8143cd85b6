import { useTranslation } from 'react-i18next';
import { PostCard } from '../../../components/ui/post-card';
import { HomeSection } from './home-section';

export function BlogTeaser() {
  const { t } = useTranslation('home');
  return (
    <HomeSection id="blog" title={t('blog.title')}>
      {(['one', 'two', 'three'] as const).map((n) => (
        <PostCard
          key={n}
          className="col-12 col-md-4"
          level="h3"
          date={t(`blog.${n}.date`)}
          title={t(`blog.${n}.title`)}
          readMore={t('blog.read')}
        />
      ))}
    </HomeSection>
  );
}
