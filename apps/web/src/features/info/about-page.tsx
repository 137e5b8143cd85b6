import { useTranslation } from 'react-i18next';
import { BannerPage } from '../../components/ui/page-banner';

export default function AboutPage() {
  const { t } = useTranslation('info');
  return (
    <BannerPage title={t('about.title')}>
      <div className="row g-4">
        <div className="col-12 col-lg-7">
          <h2 className="section-title">{t('about.heading')}</h2>
          <p className="lead">{t('about.lead')}</p>
          <p>{t('about.text')}</p>
        </div>
        <div className="col-12 col-lg-5">
          <dl className="row g-3">
            {(['customers', 'products', 'years'] as const).map((k) => (
              <div key={k} className="col-4 text-center">
                <dt className="small text-body-secondary">{t(`about.figures.${k}.label`)}</dt>
                <dd className="fs-2 fw-bold text-primary mb-0">{t(`about.figures.${k}.value`)}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </BannerPage>
  );
}
