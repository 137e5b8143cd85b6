import { type CSSProperties, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/document-title';
import { InTurn } from '../../lib/hydrate-in-turn';
import { useGetHomeProductsQuery } from './api/get-home-products';
import { Banners } from './sections/banners';
import { BlogTeaser } from './sections/blog-teaser';
import { Brands } from './sections/brands';
import { Categories } from './sections/categories';
import { Deal } from './sections/deal';
import { Features } from './sections/features';
import { Hero } from './sections/hero';
import { Newsletter } from './sections/newsletter';
import { ProductTabs } from './sections/product-tabs';
import { Testimonials } from './sections/testimonials';
import type { HomeVariantId } from './variant-ids';
import { HOME_VARIANTS, type Section } from './variants';

/**
 * One home page for every variant: the variant's table entry gives its theme, words and sections. `front`: the
 * shop's front page (`/`), titled with the shop's name alone, not its variant's trade.
 */
export default function HomePage({
  variant: id,
  front = false,
}: {
  variant: HomeVariantId;
  front?: boolean;
}) {
  const { t } = useTranslation('home');
  const variant = HOME_VARIANTS[id];
  useDocumentTitle(front ? '' : t(`trades.${variant.trade}.name`));
  // currentData: moving between variants must not show the previous trade's products while the next load.
  const { currentData, isFetching } = useGetHomeProductsQuery(variant.categoriaid);
  const products = currentData ?? [];
  // Which of its trade's variants this is (0 for the first): it picks the hero's products.
  const heroStart = (Object.keys(HOME_VARIANTS) as HomeVariantId[])
    .filter((v) => HOME_VARIANTS[v].trade === variant.trade)
    .indexOf(id);
  const isLoading = isFetching && currentData === undefined;
  const style = {
    '--shop-hero-from': variant.theme.from,
    '--shop-hero-to': variant.theme.to,
    '--shop-accent': variant.theme.accent,
  } as CSSProperties;
  useEffect(() => {
    if (!variant.theme.onePage) return;
    const html = document.documentElement;
    html.classList.add('onepage-snap');
    return () => html.classList.remove('onepage-snap');
  }, [variant.theme.onePage]);
  const render = (section: Section) => {
    switch (section) {
      case 'hero':
        return <Hero variant={variant} products={products} start={heroStart} />;
      case 'features':
        return <Features />;
      case 'categories':
        return <Categories variant={variant} />;
      case 'tabs':
        return <ProductTabs products={products} loading={isLoading} />;
      case 'deal':
        return <Deal products={products} />;
      case 'banners':
        return <Banners variant={variant} />;
      case 'testimonials':
        return <Testimonials />;
      case 'blog':
        return <BlogTeaser />;
      case 'brands':
        return <Brands />;
      case 'newsletter':
        return <Newsletter />;
    }
  };
  return (
    <div
      className={`container py-4 d-flex flex-column gap-5${variant.theme.serif ? ' theme-serif' : ''}`}
      style={style}
      data-variant={id}
    >
      {variant.sections.map((section) => (
        <InTurn key={section} turn={`home-${section}`}>
          <div className={variant.theme.onePage ? 'home-section onepage-section' : 'home-section'}>
            {render(section)}
          </div>
        </InTurn>
      ))}
    </div>
  );
}
