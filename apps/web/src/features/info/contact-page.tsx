import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageBanner } from '../../components/ui/page-banner';
import { useDocumentTitle } from '../../lib/document-title';

/** The shop's mailbox for messages (build time: VITE_CONTACT_EMAIL). */
const MAILBOX = import.meta.env.VITE_CONTACT_EMAIL || 'ventas@mostrador.example';

/** A `mailto:` address that opens the customer's mail program with the message ready to send. */
function contactMailto(
  mailbox: string,
  { name, email, message }: Record<'name' | 'email' | 'message', string>,
) {
  const params = new URLSearchParams({ subject: name, body: `${message}\n\n${name} <${email}>` });
  // Mail programs read `+` literally: spaces must be %20 in a mailto query.
  return `mailto:${mailbox}?${params.toString().replaceAll('+', '%20')}`;
}

/**
 * /contact: the shop's address, phone and hours, and a message form. The shop has no mail server of its own,
 * so the form hands the message to the customer's mail program (nothing is pretended to be sent).
 */
export default function ContactPage() {
  const { t } = useTranslation('info');
  useDocumentTitle(t('contact.title'));
  const [composed, setComposed] = useState(false);
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
            <h2 className="h5">{t('contact.write')}</h2>
            <p>
              <a href={`mailto:${MAILBOX}`}>{MAILBOX}</a>
            </p>
            <h2 className="h5">{t('contact.hours')}</h2>
            <p>{t('contact.hoursText')}</p>
          </div>
          <div className="col-12 col-md-8">
            <form
              className="row g-3"
              onSubmit={(e) => {
                e.preventDefault();
                const field = (name: string) => String(new FormData(e.currentTarget).get(name) ?? '').trim();
                window.location.href = contactMailto(MAILBOX, {
                  name: field('name'),
                  email: field('email'),
                  message: field('message'),
                });
                setComposed(true);
              }}
            >
              <div className="col-md-6">
                <label htmlFor="contact-name" className="form-label">
                  {t('contact.name')}
                </label>
                <input id="contact-name" name="name" className="form-control" required autoComplete="name" />
              </div>
              <div className="col-md-6">
                <label htmlFor="contact-email" className="form-label">
                  {t('contact.email')}
                </label>
                <input
                  id="contact-email"
                  name="email"
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
                <textarea id="contact-message" name="message" className="form-control" rows={5} required />
              </div>
              <div className="col-12">
                <button type="submit" className="btn btn-primary">
                  {t('contact.send')}
                </button>
                <p className="form-text">{t('contact.how', { mailbox: MAILBOX })}</p>
              </div>
              {composed && (
                <div className="col-12">
                  <p role="status" className="alert alert-info mb-0">
                    {t('contact.composed', { mailbox: MAILBOX })}
                  </p>
                </div>
              )}
            </form>
          </div>
        </div>
      </div>
    </>
  );
}
