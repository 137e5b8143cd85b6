import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useStarted } from '../../lib/use-started';
import type { ProductLayout } from './product-layouts';

const SliderGallery = lazy(() => import('./slider-gallery'));

/**
 * The product's pictures, laid out as the page layout asks; `current`, the index of the picture on show (a
 * thumbnail pressed, or the chosen colour's picture), `onCurrent` when a thumbnail is pressed.
 */
export function Gallery({
  images,
  name,
  kind,
  current,
  onCurrent,
}: {
  images: string[];
  name: string;
  kind: ProductLayout['gallery'];
  current: number;
  onCurrent: (index: number) => void;
}) {
  const { t } = useTranslation('product');
  // Choosing a picture needs the app: the thumbnails are disabled until it has started.
  const started = useStarted();
  const pictures = images.length > 0 ? images : [];
  if (kind === 'slider' && pictures.length > 0) {
    return (
      <Suspense fallback={<div className="gallery-main" />}>
        <SliderGallery images={pictures} name={name} current={current} />
      </Suspense>
    );
  }
  if (kind === 'stacked' || kind === 'fixed') {
    return (
      <div className="d-flex flex-column gap-3">
        {pictures.map((src, i) => (
          <div key={src} className="gallery-main">
            <img
              src={src}
              alt={t('picture', { name, n: i + 1 })}
              fetchPriority={i === 0 ? 'high' : undefined}
              loading={i === 0 ? undefined : 'lazy'}
            />
          </div>
        ))}
      </div>
    );
  }
  const main = pictures[current] ?? pictures[0];
  // The thumbnails wait for the main picture and the page's code: a phone shows them inside its first
  // screen, where the browser would fetch them at high priority beside the largest picture.
  const thumbs = pictures.length > 1 && (
    <fieldset
      className={`gallery-thumbs d-flex gap-2 ${kind === 'thumbs-below' ? 'mt-3' : 'flex-column'}`}
      disabled={!started}
    >
      <legend className="visually-hidden">{t('pictures')}</legend>
      {pictures.map((src, i) => (
        <button
          key={src}
          type="button"
          aria-pressed={i === current}
          aria-label={t('picture', { name, n: i + 1 })}
          onClick={() => onCurrent(i)}
        >
          <img src={src} alt="" fetchPriority="low" />
        </button>
      ))}
    </fieldset>
  );
  const big = (
    <div className="gallery-main flex-grow-1">
      {main && <img src={main} alt={name} fetchPriority="high" />}
    </div>
  );
  // The thumbnails beside the picture (left or right) or below it, in the page's order.
  const beside = kind === 'thumbs-left' || kind === 'thumbs-right';
  return (
    <div className={beside ? 'd-flex gap-3' : undefined}>
      {kind === 'thumbs-left' && thumbs}
      {big}
      {kind !== 'thumbs-left' && thumbs}
    </div>
  );
}
