import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PriceTag } from '../../../components/product/price-tag';
import type { Product } from '../../../lib/api';
import { useStarted } from '../../../lib/use-started';
import type { HomeVariant } from '../variants';
import { shopLink } from './shop-link';

/**
 * The hero: the variant's headline and a slider of its featured products. Variants of one trade show the
 * same category: each starts its slides `start` × 3 products further on, so each has its own hero.
 */
export function Hero({
  variant,
  products,
  start,
}: {
  variant: HomeVariant;
  products: Product[];
  start: number;
}) {
  const { t } = useTranslation('home');
  const pictured = products.filter((p) => p.images.length > 0);
  const from = pictured.length === 0 ? 0 : (start * 3) % pictured.length;
  const slides = [...pictured.slice(from), ...pictured.slice(0, from)].slice(0, 3);
  const [current, setCurrent] = useState(0);
  // The slider's buttons need the app: disabled until it has started (the links work throughout).
  const started = useStarted();
  const slide = slides[current % Math.max(1, slides.length)];
  const go = (step: number) => setCurrent((i) => (i + step + slides.length) % slides.length);
  return (
    <section className="home-hero p-4 p-md-5" aria-labelledby="hero-title">
      <div className={`row align-items-center g-4 ${variant.theme.mirror ? 'flex-md-row-reverse' : ''}`}>
        <div className="col-12 col-md-7">
          <p className="hero-kicker mb-2">{t(`trades.${variant.trade}.kicker`)}</p>
          <h1 id="hero-title" className="hero-title mb-3">
            {t(`trades.${variant.trade}.title`)}
          </h1>
          <p className="lead mb-4">{t(`trades.${variant.trade}.text`)}</p>
          <Link to={shopLink(variant)} className="btn btn-on-hero btn-lg">
            {t('shopNow')}
          </Link>
        </div>
        <div className="col-12 col-md-5 text-center">
          {slide ? (
            <section
              aria-roledescription={t('slider.role')}
              aria-label={t('slider.label')}
              className="hero-slider hero-media"
            >
              <Link
                to={`/product/${slide.id}`}
                className="d-block text-reset text-decoration-none"
                aria-live="polite"
              >
                <img
                  className="hero-image img-fluid"
                  src={slide.images[0]}
                  alt=""
                  width="360"
                  height="360"
                  // The largest picture of the first screen: fetched first.
                  fetchPriority="high"
                />
                <span className="d-block fw-semibold mt-2 text-truncate">{slide.name}</span>
              </Link>
              <PriceTag product={slide} className="hero-price d-block" />
              {slides.length > 1 && (
                <div className="d-flex justify-content-center align-items-center gap-2 mt-2">
                  <button
                    type="button"
                    className="btn btn-sm btn-on-hero"
                    aria-label={t('slider.previous')}
                    disabled={!started}
                    onClick={() => go(-1)}
                  >
                    ‹
                  </button>
                  {slides.map((s, i) => (
                    <button
                      key={s.id}
                      type="button"
                      className={`slider-dot${i === current ? ' active' : ''}`}
                      aria-label={t('slider.slide', { n: i + 1, total: slides.length })}
                      aria-current={i === current ? 'true' : undefined}
                      disabled={!started}
                      onClick={() => setCurrent(i)}
                    />
                  ))}
                  <button
                    type="button"
                    className="btn btn-sm btn-on-hero"
                    aria-label={t('slider.next')}
                    disabled={!started}
                    onClick={() => go(1)}
                  >
                    ›
                  </button>
                </div>
              )}
            </section>
          ) : (
            <div className="hero-media" />
          )}
        </div>
      </div>
    </section>
  );
}
