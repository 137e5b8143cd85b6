import { useTranslation } from 'react-i18next';
import { DeadEnd } from '../../components/ui/dead-end';
import { useDocumentTitle } from '../../lib/document-title';

export default function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <DeadEnd
      heading={t('notFound.heading')}
      text={t('notFound.text')}
      homeLabel={t('notFound.backHome')}
      before={
        <p className="display-1 fw-bold text-primary mb-0" aria-hidden="true">
          404
        </p>
      }
    />
  );
}
