import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LazyImage } from '../../../components/ui/lazy-image';
import { useGetCategoriesQuery } from '../../../lib/api/get-categories';
import type { HomeVariant } from '../variants';
import { HomeSection } from './home-section';

export function Categories({ variant }: { variant: HomeVariant }) {
  const { t } = useTranslation('home');
  const { data } = useGetCategoriesQuery();
  const tiles = useMemo(() => {
    if (!data) return [];
    const category = data.find((c) => c.id === variant.categoriaid);
    if (category) {
      return category.groups.map((g) => ({
        key: `g${g.id}`,
        name: g.name,
        image: g.image,
        to: `/shop-grid-filter/${category.id}?grp=${g.id}`,
      }));
    }
    return data.slice(0, 6).map((c) => ({
      key: `c${c.id}`,
      name: c.name,
      image: c.image,
      to: `/shop-grid-filter/${c.id}`,
    }));
  }, [data, variant.categoriaid]);
  if (tiles.length === 0) return null;
  return (
    <HomeSection id="categories" title={t('categories')}>
      {tiles.slice(0, 6).map((tile) => (
        <div key={tile.key} className="col-6 col-md-4 col-lg-2">
          <Link to={tile.to} className="tile">
            <LazyImage src={tile.image} alt="" width="72" height="72" />
            <span className="d-block mt-2 fw-semibold small">{tile.name}</span>
          </Link>
        </div>
      ))}
    </HomeSection>
  );
}
