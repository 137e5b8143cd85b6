import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from './alert';
import { ConsoleTable, type ListColumn, type Sorting, useListColumns } from './console-table';
import { Pager } from './pager';

/** A list read through the address (use-address-list.ts): its answer, whether it failed, its sort and page. */
interface ShownList<A> extends Sorting {
  answer: A | null;
  failed: boolean;
  page: number;
  pages: number;
  update(changes: Record<string, string>): void;
}

/** A list's table: its rows in the server's answer, their test id, its columns (made once per language). */
export interface ListTable<A, T> {
  rows: (answer: A) => T[];
  rowTestId: string;
  columns: (t: TFunction, language: string) => ListColumn<T>[];
}

interface ListPageProps<A, T> {
  /** The list's words: its heading `<words>.title`, columns `<words>.col.<id>`, `<words>.empty`, pager. */
  words: 'orders' | 'customers' | 'catalogue';
  list: ShownList<A>;
  table: ListTable<A, T>;
  /** Beside the heading (links, a download). */
  actions?: ReactNode;
  /** Between the heading and the table: notices and the filters. */
  children: ReactNode;
  /** The pager is left out of a printed page. */
  noPrint?: boolean;
}

/** A console list's page (orders, customers, catalogue): heading, filters, a page of the table and the pager. */
export function ListPage<A extends { total: number }, T>({
  words,
  list,
  table,
  actions,
  children,
  noPrint,
}: ListPageProps<A, T>) {
  const { t } = useTranslation();
  const columns = useListColumns(words, table.columns);
  return (
    <section>
      <div className="d-flex justify-content-between align-items-center">
        <h1 className="h3">{t(`${words}.title`)}</h1>
        {actions}
      </div>
      {children}
      {list.failed && <Alert tone="danger">{t('errors.generic')}</Alert>}
      <ConsoleTable
        rows={list.answer ? table.rows(list.answer) : []}
        columns={columns}
        sorting={list}
        rowTestId={table.rowTestId}
        empty={list.answer ? t(`${words}.empty`) : undefined}
      />
      <Pager
        list={list}
        total={list.answer?.total ?? 0}
        words={words}
        label={t(`${words}.paging`)}
        {...(noPrint ? { className: ' no-print' } : {})}
      />
    </section>
  );
}
