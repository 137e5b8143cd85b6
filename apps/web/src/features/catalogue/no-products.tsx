import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CataloguePatch } from './use-catalogue-filter';

/**
 * The catalogue's empty state: a search the server corrected ("did you mean") and a way back to every
 * product, as links (they work before the app has started and without JavaScript).
 */
export function NoProducts({
  hrefOf,
  suggestion,
}: {
  hrefOf: (patch: CataloguePatch) => string;
  suggestion: string | undefined;
}) {
  const { t } = useTranslation('catalogue');
  return (
    <div className="text-center py-5">
      <h2 className="h4">{t('empty.title')}</h2>
      {suggestion && (
        <p>
          {t('empty.didYouMean')}{' '}
          <Link to={hrefOf({ search: suggestion, page: 1 })} className="fw-semibold">
            {suggestion}
          </Link>
        </p>
      )}
      <p className="text-body-secondary">{t('empty.text')}</p>
      <Link
        to={hrefOf({
          search: '',
          categoriaid: undefined,
          grupoid: undefined,
          subgrupoid: undefined,
          priceMin: undefined,
          priceMax: undefined,
          facets: {},
        })}
        replace
        className="btn btn-outline-primary"
      >
        {t('empty.clear')}
      </Link>
    </div>
  );
}
