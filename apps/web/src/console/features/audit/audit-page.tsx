import { type AuditEntry, auditResponse, staffApiPath } from '@mostrador/contract/console';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsolePage } from '../../components/console-page';
import { FilterForm, FilterInput } from '../../components/filter-form';
import { PlainTable } from '../../components/plain-table';
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
  return (
    <ConsolePage title={t('audit.title')}>
      <FilterForm words="audit" onFilter={setFilter} apply={t('orders.filter.apply')} applyColumn="col-12">
        {FIELDS.map((f) => (
          <FilterInput
            key={f}
            name={f}
            type={f === 'from' || f === 'to' ? 'date' : 'text'}
            label={t(`audit.${f}`)}
          />
        ))}
      </FilterForm>
      <PlainTable
        headers={['at', 'user', 'action', 'entityId', 'before', 'after'].map((h) => t(`audit.${h}`))}
        rows={entries}
        rowKey={(e) => e.id}
        cells={(e) => [
          dateTime(e.at, i18n.language),
          e.user,
          e.action,
          `${e.entity} ${e.entityId}`,
          <code key="before">{e.before === null ? '' : JSON.stringify(e.before)}</code>,
          <code key="after">{e.after === null ? '' : JSON.stringify(e.after)}</code>,
        ]}
        rowTestId="audit-row"
      />
    </ConsolePage>
  );
}
