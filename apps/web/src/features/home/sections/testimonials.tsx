import { useTranslation } from 'react-i18next';
import { HomeSection } from './home-section';

export function Testimonials() {
  const { t } = useTranslation('home');
  return (
    <HomeSection id="testimonials" title={t('testimonials.title')}>
      {(['one', 'two', 'three'] as const).map((n) => (
        <figure key={n} className="col-12 col-md-4 mb-0">
          <div className="p-4 rounded-3 h-100" style={{ background: 'var(--shop-soft)' }}>
            <blockquote className="mb-2">“{t(`testimonials.${n}.quote`)}”</blockquote>
            <figcaption className="small fw-semibold">{t(`testimonials.${n}.who`)}</figcaption>
          </div>
        </figure>
      ))}
    </HomeSection>
  );
}
