import { useTranslation } from 'react-i18next';
import { useGetCategoriesQuery } from '../../lib/api/get-categories';
import type { CatalogueFilter } from './use-catalogue-filter';

type Choice = Pick<CatalogueFilter, 'categoriaid' | 'grupoid' | 'subgrupoid'>;

/** The category → group → subgroup tree; the chosen branch opens. */
export function CategoryFilter({ value, onChange }: { value: Choice; onChange: (choice: Choice) => void }) {
  const { t } = useTranslation('catalogue');
  const { data, isError, refetch } = useGetCategoriesQuery();
  if (isError) {
    return (
      <button type="button" className="btn btn-link p-0" onClick={() => void refetch()}>
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
  const pick = (choice: Choice) => onChange(choice);
  const linkClass = (active: boolean) =>
    `btn btn-link btn-sm p-0 text-decoration-none ${active ? 'fw-bold' : 'text-body'}`;
  return (
    <ul className="list-unstyled category-tree mb-0">
      <li className="mb-1">
        <button
          type="button"
          className={linkClass(value.categoriaid === undefined)}
          aria-pressed={value.categoriaid === undefined}
          onClick={() => pick({ categoriaid: undefined, grupoid: undefined, subgrupoid: undefined })}
        >
          {t('allCategories')}
        </button>
      </li>
      {data.map((category) => {
        const open = value.categoriaid === category.id;
        return (
          <li key={category.id} className="mb-1">
            <button
              type="button"
              className={linkClass(open && value.grupoid === undefined)}
              aria-pressed={open && value.grupoid === undefined}
              aria-expanded={open}
              onClick={() => pick({ categoriaid: category.id, grupoid: undefined, subgrupoid: undefined })}
            >
              {category.name} <span className="text-body-secondary">({category.productCount})</span>
            </button>
            {open && (
              <ul className="list-unstyled ps-3 mt-1">
                {category.groups.map((group) => {
                  const groupOpen = value.grupoid === group.id;
                  return (
                    <li key={group.id} className="mb-1">
                      <button
                        type="button"
                        className={linkClass(groupOpen && value.subgrupoid === undefined)}
                        aria-pressed={groupOpen && value.subgrupoid === undefined}
                        aria-expanded={groupOpen}
                        onClick={() =>
                          pick({
                            categoriaid: category.id,
                            grupoid: group.id,
                            subgrupoid: undefined,
                          })
                        }
                      >
                        {group.name}
                      </button>
                      {groupOpen && (
                        <ul className="list-unstyled ps-3 mt-1">
                          {group.subgroups.map((sub) => (
                            <li key={sub.id} className="mb-1">
                              <button
                                type="button"
                                className={linkClass(value.subgrupoid === sub.id)}
                                aria-pressed={value.subgrupoid === sub.id}
                                onClick={() =>
                                  pick({
                                    categoriaid: category.id,
                                    grupoid: group.id,
                                    subgrupoid: sub.id,
                                  })
                                }
                              >
                                {sub.name}
                              </button>
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
