import { useTranslation } from 'react-i18next';
import { ShieldIcon, TagIcon, TruckIcon } from '../../../components/ui/icons';

export function Features() {
  const { t } = useTranslation('home');
  const items = [
    { icon: <TruckIcon className="shop-icon" />, key: 'delivery' },
    { icon: <TagIcon className="shop-icon" />, key: 'prices' },
    { icon: <ShieldIcon className="shop-icon" />, key: 'secure' },
  ] as const;
  return (
    <section className="row g-3" aria-label={t('features.label')}>
      {items.map((item) => (
        <div key={item.key} className="col-12 col-md-4">
          <div
            className="d-flex gap-3 align-items-center p-3 rounded-3"
            style={{ background: 'var(--shop-soft)' }}
          >
            <span style={{ color: 'var(--shop-accent)' }}>{item.icon}</span>
            <div>
              <h2 className="h6 mb-0">{t(`features.${item.key}.title`)}</h2>
              <p className="small mb-0 text-body-secondary">{t(`features.${item.key}.text`)}</p>
            </div>
          </div>
        </div>
      ))}
    </section>
  );
}
