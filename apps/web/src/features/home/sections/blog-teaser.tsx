import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function BlogTeaser() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="blog-title">
      <h2 id="blog-title" className="section-title">
        {t('blog.title')}
      </h2>
      <div className="row g-3">
        {(['one', 'two', 'three'] as const).map((n) => (
          <article key={n} className="col-12 col-md-4">
            <div className="card h-100">
              <div className="card-body">
                <p className="small text-body-secondary mb-1">{t(`blog.${n}.date`)}</p>
                <h3 className="h5 card-title">{t(`blog.${n}.title`)}</h3>
                <Link to="/blog-details-standard" className="stretched-link">
                  {t('blog.read')}
                  <span className="visually-hidden">: {t(`blog.${n}.title`)}</span>
                </Link>
              </div>
            </div>
          </article>
        ))}
      </div>
    </section>
  );
}
