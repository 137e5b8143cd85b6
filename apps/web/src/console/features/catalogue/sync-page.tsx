import { type StaffMe, type SyncState, staffApiPath, syncStateResponse } from '@mostrador/contract/console';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../components/alert';
import { PlainTable } from '../../components/plain-table';
import { ConsoleApiError, callApi } from '../../lib/api';
import { dateTime } from '../../lib/format';

/** The ERP catalogue sync in words: the last good one, its products, what it skipped and why, the last error. */
export function SyncPage({ me }: { me: StaffMe }) {
  const { t, i18n } = useTranslation();
  const [sync, setSync] = useState<SyncState | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  useEffect(() => {
    void callApi(staffApiPath('sync'), syncStateResponse).then((a) => setSync(a.sync));
  }, []);
  const now = async () => {
    setBusy(true);
    setError('');
    try {
      setSync((await callApi(staffApiPath('sync'), syncStateResponse, { method: 'POST' })).sync);
    } catch (e) {
      setError(e instanceof ConsoleApiError ? e.message : String(e));
      void callApi(staffApiPath('sync'), syncStateResponse).then((a) => setSync(a.sync));
    } finally {
      setBusy(false);
    }
  };
  if (!sync) return null;
  return (
    <section>
      <Link to="/catalogue">{t('catalogue.product.back')}</Link>
      <h1 className="h3">{t('catalogue.sync.title')}</h1>
      {!sync.erpMode && <p>{t('catalogue.sync.noErp')}</p>}
      {sync.erpMode && (
        <>
          <dl className="row" data-testid="sync-state">
            <dt className="col-sm-3">{t('catalogue.sync.last')}</dt>
            <dd className="col-sm-9" data-testid="sync-last">
              {sync.lastSync ? dateTime(sync.lastSync, i18n.language) : t('catalogue.sync.never')}
            </dd>
            <dt className="col-sm-3">{t('catalogue.sync.products')}</dt>
            <dd className="col-sm-9" data-testid="sync-products">
              {sync.products ?? '—'}
            </dd>
            <dt className="col-sm-3">{t('catalogue.sync.lastError')}</dt>
            <dd className="col-sm-9">{sync.lastError ?? t('catalogue.sync.none')}</dd>
          </dl>
          {me.role === 'owner' && (
            <button type="button" className="btn btn-primary mb-3" disabled={busy} onClick={() => void now()}>
              {busy ? t('catalogue.sync.running') : t('catalogue.sync.now')}
            </button>
          )}
          {error && <Alert tone="danger">{error}</Alert>}
          <h2 className="h5">{t('catalogue.sync.skipped', { count: sync.skipped.length })}</h2>
          <PlainTable
            headers={[t('catalogue.sync.record'), t('catalogue.sync.why')]}
            rows={sync.skipped}
            rowKey={(s) => `${s.id}-${s.problem}`}
            cells={(s) => [s.id ?? '—', s.problem]}
            rowTestId="sync-skipped"
          />
        </>
      )}
    </section>
  );
}
