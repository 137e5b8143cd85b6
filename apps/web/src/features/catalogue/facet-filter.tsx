import { type FacetChoice, facetNames } from '@mostrador/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ProductFilter } from '../../lib/api';
import { type OptionLabels, useOptionLabels } from '../../lib/option-labels';
import { type FacetCount, useGetFacetsQuery } from './api/get-facets';
import type { CataloguePatch } from './use-catalogue-filter';

/** The choice with `value` of facet `name` added, or taken away when it was chosen. */
export function toggled(choice: FacetChoice, name: string, value: string): FacetChoice {
  const values = choice[name] ?? [];
  const next = values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
  const { [name]: _dropped, ...others } = choice;
  return next.length > 0 ? { ...others, [name]: next } : others;
}

/** The words of a facet's value: a colour's and a size's in the buyer's language, the rest as written. */
function valueLabel(labels: OptionLabels, name: string, value: string): string {
  if (name === facetNames.colour) return labels.color(value);
  if (name === facetNames.size) return labels.size(value);
  return value;
}

function FacetSection({
  facet,
  chosen,
  hrefOf,
}: {
  facet: FacetCount;
  chosen: FacetChoice;
  hrefOf: (patch: CataloguePatch) => string;
}) {
  const { t } = useTranslation('catalogue');
  const labels = useOptionLabels();
  const known = Object.values(facetNames) as string[];
  const title = known.includes(facet.name) ? t(`facets.${facet.name}`) : facet.name;
  return (
    <section className="mb-4 shop-facet">
      <h2>{title}</h2>
      <ul className="list-unstyled mb-0">
        {facet.values.map(({ value, count }) => {
          const on = chosen[facet.name]?.includes(value) ?? false;
          return (
            <li key={value} className="mb-1">
              {/* A link: choosing works before the app has started and without JavaScript. */}
              <Link
                to={hrefOf({ facets: toggled(chosen, facet.name, value) })}
                replace
                className={`btn btn-link btn-sm p-0 text-decoration-none ${on ? 'fw-bold' : 'text-body'}`}
                aria-current={on ? 'true' : undefined}
              >
                <span aria-hidden="true">{on ? '☑' : '☐'} </span>
                {valueLabel(labels, facet.name, value)}{' '}
                <span className="text-body-secondary facet-count">({count})</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The facets of what the catalogue's other filters match, each value a link with its count. */
export function FacetFilter({
  matching,
  chosen,
  hrefOf,
}: {
  matching: ProductFilter;
  chosen: FacetChoice;
  hrefOf: (patch: CataloguePatch) => string;
}) {
  const { data } = useGetFacetsQuery(matching);
  if (!data) return null;
  return (
    <>
      {data.map((facet) => (
        <FacetSection key={facet.name} facet={facet} chosen={chosen} hrefOf={hrefOf} />
      ))}
    </>
  );
}
