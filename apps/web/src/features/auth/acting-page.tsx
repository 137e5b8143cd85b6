import { useTranslation } from 'react-i18next';
import { DeadEnd } from '../../components/ui/dead-end';
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
  return <DeadEnd heading={t('acting.title')} text={t('acting.failed')} homeLabel={t('toHome')} />;
}
