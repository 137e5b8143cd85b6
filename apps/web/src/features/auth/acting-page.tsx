import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../lib/document-title';
import { useActing } from './use-acting';

/** /acting: opens the shop as the customer a staff member acts for (see use-acting.ts). */
export default function ActingPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('acting.title'));
  const state = useActing();
  if (state === 'opening') {
    return <p className="container py-5 text-center text-body-secondary">{t('acting.opening')}</p>;
  }
  return (
    <div className="container py-5 text-center">
      <h1 className="h2">{t('acting.title')}</h1>
      <p className="text-body-secondary">{t('acting.failed')}</p>
      <Link to="/" className="btn btn-primary">
        {t('toHome')}
      </Link>
    </div>
  );
}
