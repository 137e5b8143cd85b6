import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

function parts(ms: number) {
  const s = Math.max(0, Math.floor(ms / 1000));
  return {
    days: Math.floor(s / 86400),
    hours: Math.floor((s % 86400) / 3600),
    minutes: Math.floor((s % 3600) / 60),
    seconds: s % 60,
  };
}

/** Time left until `end` (a product's `offerEnd`), ticking every second. */
export function Countdown({ end }: { end: string }) {
  const { t } = useTranslation('home');
  const target = Date.parse(end);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  if (!Number.isFinite(target) || target <= now) return <p className="fw-semibold">{t('deal.ended')}</p>;
  const left = parts(target - now);
  return (
    <div className="countdown" role="timer" aria-label={t('deal.left', left)}>
      {(['days', 'hours', 'minutes', 'seconds'] as const).map((unit) => (
        <span key={unit} aria-hidden="true">
          {String(left[unit]).padStart(2, '0')}
          <small>{t(`deal.${unit}`)}</small>
        </span>
      ))}
    </div>
  );
}
