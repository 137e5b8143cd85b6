import { type HealthLevel, healthResponse, type ShopHealth, staffApiPath } from '@mostrador/contract/console';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/alert';
import { callApi } from '../../lib/api';
import { dateTime } from '../../lib/format';

const BADGE: Record<HealthLevel, string> = {
  ok: 'text-bg-success',
  warning: 'text-bg-warning',
  problem: 'text-bg-danger',
};

function Part(props: { id: string; title: string; level: HealthLevel; children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <article className="card mb-3" aria-labelledby={`health-${props.id}`} data-testid={`health-${props.id}`}>
      <div className="card-body">
        <h2 className="h5 card-title d-flex gap-2 align-items-center" id={`health-${props.id}`}>
          {props.title}{' '}
          <span className={`badge ${BADGE[props.level]}`}>{t(`health.level.${props.level}`)}</span>
        </h2>
        {props.children}
      </div>
    </article>
  );
}

function Mail({ mail }: { mail: ShopHealth['mail'] }) {
  const { t, i18n } = useTranslation();
  return (
    <Part id="mail" title={t('health.mail.title')} level={mail.level}>
      <p>{t(`health.mail.transport.${mail.transport}`)}</p>
      <p>
        {mail.late > 0
          ? t('health.mail.late', { count: mail.late })
          : mail.waiting > 0
            ? t('health.mail.waiting', { count: mail.waiting })
            : t('health.mail.clear')}{' '}
        {mail.oldestWaiting && t('health.mail.oldest', { at: dateTime(mail.oldestWaiting, i18n.language) })}
      </p>
      <p>{t('health.mail.sent', { count: mail.sentLastDay })}</p>
      {(mail.failed > 0 || mail.bounced > 0) && (
        <p>{t('health.mail.failed', { failed: mail.failed, bounced: mail.bounced })}</p>
      )}
      {mail.lastError && (
        <p className="small text-body-secondary">{t('health.lastError', { error: mail.lastError })}</p>
      )}
    </Part>
  );
}

function Erp({ erp }: { erp: NonNullable<ShopHealth['erp']> }) {
  const { t, i18n } = useTranslation();
  const hours = erp.syncAgeSeconds === null ? null : Math.round(erp.syncAgeSeconds / 360) / 10;
  return (
    <Part id="erp" title={t('health.erp.title')} level={erp.level}>
      <p>
        {erp.lastSync
          ? t('health.erp.synced', {
              at: dateTime(erp.lastSync, i18n.language),
              hours,
              products: erp.products ?? 0,
            })
          : t('health.erp.never')}
      </p>
      <p>
        {erp.late > 0
          ? t('health.erp.late', { count: erp.late })
          : t('health.erp.waiting', { count: erp.waiting })}
      </p>
      {erp.refused > 0 && <p>{t('health.erp.refused', { count: erp.refused })}</p>}
      {erp.lastError && (
        <p className="small text-body-secondary">
          {t('health.lastError', { error: erp.lastError })}
          {erp.lastErrorAt && ` (${dateTime(erp.lastErrorAt, i18n.language)})`}
        </p>
      )}
    </Part>
  );
}

export function HealthPage() {
  const { t, i18n } = useTranslation();
  const [health, setHealth] = useState<ShopHealth | null>(null);
  const [failed, setFailed] = useState(false);
  const load = useCallback(() => {
    callApi(staffApiPath('health'), healthResponse)
      .then((a) => {
        setHealth(a);
        setFailed(false);
      })
      .catch(() => setFailed(true));
  }, []);
  useEffect(load, [load]);
  return (
    <section>
      <div className="d-flex justify-content-between align-items-center mb-2">
        <h1 className="h3">{t('health.title')}</h1>
        <button type="button" className="btn btn-outline-secondary btn-sm" onClick={load}>
          {t('health.refresh')}
        </button>
      </div>
      {failed && <Alert tone="danger">{t('health.database.down')}</Alert>}
      {health && (
        <>
          <p className="text-body-secondary small">
            {t('health.checked', { at: dateTime(health.checkedAt, i18n.language) })}
          </p>
          <Part id="database" title={t('health.database.title')} level={health.database.level}>
            <p>{t(`health.database.${health.database.kind}`)}</p>
          </Part>
          <Part id="catalogue" title={t('health.catalogue.title')} level={health.catalogue.level}>
            <p>
              {t('health.catalogue.products', {
                published: health.catalogue.published,
                all: health.catalogue.products,
              })}
            </p>
            <p className="small text-body-secondary">
              {t('health.catalogue.version', { version: health.catalogue.version })}
            </p>
          </Part>
          <Mail mail={health.mail} />
          {health.erp ? <Erp erp={health.erp} /> : <p>{t('health.erp.none')}</p>}
        </>
      )}
    </section>
  );
}
