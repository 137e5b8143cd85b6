import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HiddenLabelInput } from '../../../components/ui/form-field';
import { isLanguage } from '../../../lib/i18n';
import { useStarted } from '../../../lib/use-started';
import { useSubscribeMutation } from '../api/subscribe';

type SubscribeOutcome = 'subscribed' | 'refused' | 'network';

export function Newsletter() {
  const { t, i18n } = useTranslation('home');
  const [state, setState] = useState<'idle' | 'sending' | SubscribeOutcome>('idle');
  const [subscribe] = useSubscribeMutation();
  // Sending needs the app: the button is disabled until it has started. The field is not: it is read from
  // the form when sent, so an address typed into the server's HTML is kept.
  const started = useStarted();
  return (
    <section
      className="p-4 p-md-5 rounded-4 text-center"
      style={{ background: 'var(--shop-soft)' }}
      aria-labelledby="newsletter-title"
    >
      <h2 id="newsletter-title" className="section-title mb-2">
        {t('newsletter.title')}
      </h2>
      <p className="text-body-secondary">{t('newsletter.text')}</p>
      {state === 'subscribed' ? (
        <p role="status" className="fw-semibold mb-0">
          {t('newsletter.thanks')}
        </p>
      ) : (
        <form
          className="d-flex gap-2 justify-content-center flex-wrap"
          onSubmit={async (e) => {
            e.preventDefault();
            if (state === 'sending') return;
            const Email = String(new FormData(e.currentTarget).get('email') ?? '');
            setState('sending');
            const answer = await subscribe({
              Email,
              Idioma: isLanguage(i18n.language) ? i18n.language : 'en',
            });
            if (!answer.error) setState('subscribed');
            else
              setState(
                'status' in answer.error && answer.error.status === 'FETCH_ERROR' ? 'network' : 'refused',
              );
          }}
        >
          <HiddenLabelInput
            id="newsletter-email"
            label={t('newsletter.email')}
            name="email"
            type="email"
            required
            maxLength={120}
            autoComplete="email"
            style={{ maxWidth: '20rem' }}
            placeholder={t('newsletter.email')}
          />
          <button type="submit" className="btn btn-accent" disabled={!started || state === 'sending'}>
            {t('newsletter.subscribe')}
          </button>
          {state === 'refused' && (
            <p role="alert" className="w-100 text-danger small mb-0">
              {t('newsletter.refused')}
            </p>
          )}
        </form>
      )}
    </section>
  );
}
