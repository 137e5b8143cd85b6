import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useGetCategoriesQuery } from '../../lib/api/get-categories';
import { useStarted } from '../../lib/use-started';
import type { CatalogueFilter } from './use-catalogue-filter';

type Choice = Pick<CatalogueFilter, 'categoriaid' | 'grupoid' | 'subgrupoid'>;

/** One choice of the tree: a link to the catalogue filtered so (it works without JavaScript too). */
function ChoiceLink({
  to,
  active,
  expanded,
  children,
}: {
  to: string;
  active: boolean;
  expanded?: boolean;
  children: ReactNode;
}) {
  return (
    <Link
      to={to}
      replace
      className={`btn btn-link btn-sm p-0 text-decoration-none ${active ? 'fw-bold' : 'text-body'}`}
      aria-current={active ? 'true' : undefined}
      aria-expanded={expanded}
    >
      {children}
    </Link>
  );
}

/** The category → group → subgroup tree; the chosen branch opens. */
export function CategoryFilter({ value, hrefOf }: { value: Choice; hrefOf: (choice: Choice) => string }) {
  const { t } = useTranslation('catalogue');
  const { data, isError, refetch } = useGetCategoriesQuery();
  const started = useStarted();
  if (isError) {
    return (
      <button type="button" className="btn btn-link p-0" disabled={!started} onClick={() => void refetch()}>
        {t('retry')}
      </button>
    );
  }
  if (!data)
    return (
      <p className="placeholder-glow" aria-hidden="true">
        <span className="placeholder col-8" />
      </p>
    );
  return (
    <ul className="list-unstyled category-tree mb-0">
      <li className="mb-1">
        <ChoiceLink
          to={hrefOf({ categoriaid: undefined, grupoid: undefined, subgrupoid: undefined })}
          active={value.categoriaid === undefined}
        >
          {t('allCategories')}
        </ChoiceLink>
      </li>
      {data.map((category) => {
        const open = value.categoriaid === category.id;
        return (
          <li key={category.id} className="mb-1">
            <ChoiceLink
              to={hrefOf({ categoriaid: category.id, grupoid: undefined, subgrupoid: undefined })}
              active={open && value.grupoid === undefined}
              expanded={open}
            >
              {category.name} <span className="text-body-secondary">({category.productCount})</span>
            </ChoiceLink>
            {open && (
              <ul className="list-unstyled ps-3 mt-1">
                {category.groups.map((group) => {
                  const groupOpen = value.grupoid === group.id;
                  return (
                    <li key={group.id} className="mb-1">
                      <ChoiceLink
                        to={hrefOf({ categoriaid: category.id, grupoid: group.id, subgrupoid: undefined })}
                        active={groupOpen && value.subgrupoid === undefined}
                        expanded={groupOpen}
                      >
                        {group.name}
                      </ChoiceLink>
                      {groupOpen && (
                        <ul className="list-unstyled ps-3 mt-1">
                          {group.subgroups.map((sub) => (
                            <li key={sub.id} className="mb-1">
                              <ChoiceLink
                                to={hrefOf({
                                  categoriaid: category.id,
                                  grupoid: group.id,
                                  subgrupoid: sub.id,
                                })}
                                active={value.subgrupoid === sub.id}
                              >
                                {sub.name}
                              </ChoiceLink>
                            </li>
                          ))}
                        </ul>
                      )}
                    </li>
                  );
                })}
              </ul>
            )}
          </li>
        );
      })}
    </ul>
  );
}
