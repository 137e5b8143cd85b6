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
        const open = value.categoriaid === category.Categoriaid;
        return (
          <li key={category.Categoriaid} className="mb-1">
            <button
              type="button"
              className={linkClass(open && value.grupoid === undefined)}
              aria-pressed={open && value.grupoid === undefined}
              aria-expanded={open}
              onClick={() =>
                pick({ categoriaid: category.Categoriaid, grupoid: undefined, subgrupoid: undefined })
              }
            >
              {category.Categoria} <span className="text-body-secondary">({category.Productos})</span>
            </button>
            {open && (
              <ul className="list-unstyled ps-3 mt-1">
                {category.Grupos.map((group) => {
                  const groupOpen = value.grupoid === group.Grupoid;
                  return (
                    <li key={group.Grupoid} className="mb-1">
                      <button
                        type="button"
                        className={linkClass(groupOpen && value.subgrupoid === undefined)}
                        aria-pressed={groupOpen && value.subgrupoid === undefined}
                        aria-expanded={groupOpen}
                        onClick={() =>
                          pick({
                            categoriaid: category.Categoriaid,
                            grupoid: group.Grupoid,
                            subgrupoid: undefined,
                          })
                        }
                      >
                        {group.Grupo}
                      </button>
                      {groupOpen && (
                        <ul className="list-unstyled ps-3 mt-1">
                          {group.Subgrupos.map((sub) => (
                            <li key={sub.Subgrupoid} className="mb-1">
                              <button
                                type="button"
                                className={linkClass(value.subgrupoid === sub.Subgrupoid)}
                                aria-pressed={value.subgrupoid === sub.Subgrupoid}
                                onClick={() =>
                                  pick({
                                    categoriaid: category.Categoriaid,
                                    grupoid: group.Grupoid,
                                    subgrupoid: sub.Subgrupoid,
                                  })
                                }
                              >
                                {sub.Subgrupo}
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
