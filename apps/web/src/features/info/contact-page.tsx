import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageBanner } from '../../components/ui/page-banner';
import { useDocumentTitle } from '../../lib/document-title';

export default function ContactPage() {
  const { t } = useTranslation('info');
  useDocumentTitle(t('contact.title'));
  const [sent, setSent] = useState(false);
  return (
    <>
      <PageBanner
        title={t('contact.title')}
        label={t('common:breadcrumb')}
        crumbs={[{ label: t('common:menu.home'), to: '/' }, { label: t('contact.title') }]}
      />
      <div className="container">
        <div className="row g-4 g-lg-5">
          <div className="col-12 col-md-4">
            <h2 className="h5">{t('contact.visit')}</h2>
            <p>{t('contact.address')}</p>
            <h2 className="h5">{t('contact.call')}</h2>
            <p>+57 601 555 0100</p>
            <h2 className="h5">{t('contact.hours')}</h2>
            <p>{t('contact.hoursText')}</p>
          </div>
          <div className="col-12 col-md-8">
            {sent ? (
              <p role="status" className="alert alert-success">
                {t('contact.thanks')}
              </p>
            ) : (
              <form
                className="row g-3"
                onSubmit={(e) => {
                  e.preventDefault();
                  setSent(true);
                }}
              >
                <div className="col-md-6">
                  <label htmlFor="contact-name" className="form-label">
                    {t('contact.name')}
                  </label>
                  <input id="contact-name" className="form-control" required autoComplete="name" />
                </div>
                <div className="col-md-6">
                  <label htmlFor="contact-email" className="form-label">
                    {t('contact.email')}
                  </label>
                  <input
                    id="contact-email"
                    type="email"
                    className="form-control"
                    required
                    autoComplete="email"
                  />
                </div>
                <div className="col-12">
                  <label htmlFor="contact-message" className="form-label">
                    {t('contact.message')}
                  </label>
                  <textarea id="contact-message" className="form-control" rows={5} required />
                </div>
                <div className="col-12">
                  <button type="submit" className="btn btn-primary">
                    {t('contact.send')}
                  </button>
                </div>
              </form>
            )}
          </div>
        </div>
      </div>
    </>
  );
}
