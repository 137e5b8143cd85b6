import { useTranslation } from 'react-i18next';

export function Brands() {
  const { t } = useTranslation('home');
  return (
    <section
      className="brand-strip d-flex flex-wrap justify-content-around gap-3 py-3 border-top border-bottom"
      aria-label={t('brands')}
    >
      {['NORTE', 'ALBA', 'CUMBRE', 'RÍO', 'SOLAR', 'PALMA'].map((b) => (
        <span key={b}>{b}</span>
      ))}
    </section>
  );
}
