import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Swiper as SwiperClass } from 'swiper';
import { A11y, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';

/**
 * The product-slider layout's gallery (Swiper, loaded only on this layout); it slides to `current` when that
 * changes (the chosen colour's picture).
 */
export default function SliderGallery({
  images,
  name,
  current,
}: {
  images: string[];
  name: string;
  current: number;
}) {
  const { t, i18n } = useTranslation('product');
  const [swiper, setSwiper] = useState<SwiperClass | null>(null);
  useEffect(() => {
    swiper?.slideTo(current);
  }, [swiper, current]);
  return (
    <Swiper
      onSwiper={setSwiper}
      initialSlide={current}
      // Swiper reads its labels once, when it starts: a new language starts it again.
      key={i18n.language}
      modules={[Navigation, Pagination, A11y]}
      navigation
      pagination={{ clickable: true }}
      // Every label of Swiper's A11y module from the catalogue (its defaults are English); Swiper fills in
      // {{index}} and {{slidesLength}} itself.
      a11y={{
        prevSlideMessage: t('previousPicture'),
        nextSlideMessage: t('nextPicture'),
        firstSlideMessage: t('firstPicture'),
        lastSlideMessage: t('lastPicture'),
        paginationBulletMessage: t('goToPicture', { index: '{{index}}' }),
        slideLabelMessage: t('pictureOfAll', { index: '{{index}}', total: '{{slidesLength}}' }),
      }}
      spaceBetween={12}
    >
      {images.map((src, i) => (
        <SwiperSlide key={src}>
          <div className="gallery-main">
            <img src={src} alt={t('picture', { name, n: i + 1 })} />
          </div>
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
