import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, FormField } from '../../components/ui/form-field';
import { BannerPage } from '../../components/ui/page-banner';
import { useStarted } from '../../lib/use-started';

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
  const [composed, setComposed] = useState(false);
  // Sending needs the app: the button is disabled until it has started. The fields are not: they are read
  // from the form when sent, so what is typed into the server's HTML is kept.
  const started = useStarted();
  return (
    <BannerPage title={t('contact.title')}>
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
            {(['name', 'email'] as const).map((field) => (
              <FormField
                key={field}
                className="col-md-6"
                id={`contact-${field}`}
                label={t(`contact.${field}`)}
                name={field}
                type={field === 'email' ? 'email' : undefined}
                required
                autoComplete={field}
              />
            ))}
            <Field className="col-12" id="contact-message" label={t('contact.message')}>
              <textarea id="contact-message" name="message" className="form-control" rows={5} required />
            </Field>
            <div className="col-12">
              <button type="submit" className="btn btn-primary" disabled={!started}>
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
    </BannerPage>
  );
}
