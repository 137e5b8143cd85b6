import { type AuditEntry, auditResponse, staffApiPath } from '@mostrador/contract/console';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi, queryOf } from '../../lib/api';
import { dateTime } from '../../lib/format';

const FIELDS = ['user', 'action', 'entity', 'entityId', 'from', 'to'] as const;

export function AuditPage() {
  const { t, i18n } = useTranslation();
  const [filter, setFilter] = useState<Record<string, string>>({});
  const [entries, setEntries] = useState<AuditEntry[]>([]);
  useEffect(() => {
    void callApi(`${staffApiPath('audit')}${queryOf(filter)}`, auditResponse).then((a) =>
      setEntries(a.entries),
    );
  }, [filter]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFilter(Object.fromEntries([...new FormData(event.currentTarget)].map(([k, v]) => [k, String(v)])));
  };
  return (
    <section>
      <h1 className="h3">{t('audit.title')}</h1>
      <form className="row g-2 align-items-end mb-3" onSubmit={submit} aria-label={t('audit.title')}>
        {FIELDS.map((f) => (
          <div key={f} className="col-6 col-md-2">
            <label className="form-label small" htmlFor={`audit-${f}`}>
              {t(`audit.${f}`)}
            </label>
            <input
              id={`audit-${f}`}
              name={f}
              type={f === 'from' || f === 'to' ? 'date' : 'text'}
              className="form-control form-control-sm"
            />
          </div>
        ))}
        <div className="col-12">
          <button type="submit" className="btn btn-primary btn-sm">
            {t('orders.filter.apply')}
          </button>
        </div>
      </form>
      <table className="table table-sm">
        <thead>
          <tr>
            <th scope="col">{t('audit.at')}</th>
            <th scope="col">{t('audit.user')}</th>
            <th scope="col">{t('audit.action')}</th>
            <th scope="col">{t('audit.entityId')}</th>
            <th scope="col">{t('audit.before')}</th>
            <th scope="col">{t('audit.after')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((e) => (
            <tr key={e.id} data-testid="audit-row">
              <td>{dateTime(e.at, i18n.language)}</td>
              <td>{e.user}</td>
              <td>{e.action}</td>
              <td>
                {e.entity} {e.entityId}
              </td>
              <td>
                <code>{e.before === null ? '' : JSON.stringify(e.before)}</code>
              </td>
              <td>
                <code>{e.after === null ? '' : JSON.stringify(e.after)}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
