import { type ChangeEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AddToCartBar } from '../../components/ui/add-to-cart-bar';
import { DataTable } from '../../components/ui/data-table';
import { FormField } from '../../components/ui/form-field';
import { useMoney } from '../../lib/currency';
import { useDocumentTitle } from '../../lib/document-title';
import { useGetSampleCodesQuery } from './api/get-sample-codes';
import { useGetSuggestionsQuery } from './api/get-suggestions';
import { type MergeReport, sampleCsv } from './parse-rows';
import { QuickOrderRow } from './quick-order-row';
import { MAX_ROWS, type QuickOrderItem, useQuickOrder } from './use-quick-order';
import { shownTotal } from './use-row-check';

export interface QuickOrderPageProps {
  /** Puts the valid rows in the cart (the app wires the cart in); one entry a product. */
  onAddToCart: (items: QuickOrderItem[]) => void;
  /** The customer logged in (its id: prices at its level), or null for a guest (the guest level). */
  customer: number | null;
}

/** /quick-order: rows of code and quantity, typed, pasted from a spreadsheet or uploaded as CSV. */
export default function QuickOrderPage({ onAddToCart, customer }: QuickOrderPageProps) {
  const { t } = useTranslation('quick-order');
  useDocumentTitle(t('title'));
  const order = useQuickOrder(customer, onAddToCart);
  const [typing, setTyping] = useState('');
  return (
    <div className="container py-4">
      <h1 className="h3 mb-1">{t('title')}</h1>
      <p className="text-body-secondary mb-3">{t('intro')}</p>
      <p className="small mb-3" data-testid="quick-order-level">
        {customer !== null ? (
          t('yourLevel')
        ) : (
          <>
            {t('guestLevel')} <Link to="/login-page">{t('logIn')}</Link>
          </>
        )}
      </p>
      <UploadBar onUpload={order.onUpload} notText={order.notText} />
      {order.report && <ReportLine report={order.report} />}
      {order.notText && (
        <p id="quick-order-file-problem" className="text-danger small" role="alert">
          {t('notText')}
        </p>
      )}
      <Suggestions typing={typing} />
      <RowsTable order={order} onCodeTyped={setTyping} />
      <QuickOrderFoot order={order} />
      {order.failure && (
        <p className="text-danger mt-2 d-flex flex-wrap gap-2 align-items-center" role="alert">
          {order.failure}
          <button type="button" className="btn btn-sm btn-outline-danger" onClick={order.retry}>
            {t('retry', { ns: 'common' })}
          </button>
        </p>
      )}
    </div>
  );
}

/** The file to upload, the sample file's link and how to paste. */
function UploadBar({
  onUpload,
  notText,
}: {
  onUpload: (event: ChangeEvent<HTMLInputElement>) => void;
  notText: boolean;
}) {
  const { t } = useTranslation('quick-order');
  // The sample's rows are products of this catalogue in stock, so that uploading it shows valid rows.
  const sampleCodes = useGetSampleCodesQuery().currentData;
  const sampleHref = useMemo(
    () =>
      sampleCodes &&
      `data:text/csv;charset=utf-8,${encodeURIComponent(sampleCsv(sampleCodes, [t('sampleCode'), t('sampleQuantity')]))}`,
    [sampleCodes, t],
  );
  return (
    <div className="d-flex flex-wrap gap-3 align-items-center mb-3">
      <FormField
        id="quick-order-file"
        label={t('upload')}
        small
        type="file"
        accept=".csv,text/csv,text/plain"
        onChange={onUpload}
        invalid={notText}
        aria-describedby={notText ? 'quick-order-file-problem' : undefined}
        data-testid="quick-order-file"
      />
      {sampleHref && (
        <a
          href={sampleHref}
          download={t('sampleFile')}
          className="small align-self-end"
          data-testid="quick-order-sample"
        >
          {t('sample')}
        </a>
      )}
      <p className="small text-body-secondary mb-0 align-self-end">{t('pasteHint')}</p>
    </div>
  );
}

/** What a paste or an upload did: rows read, merged, added, left out. */
function ReportLine({ report }: { report: MergeReport }) {
  const { t } = useTranslation('quick-order');
  return (
    <p className="small mb-3" role="status" data-testid="quick-order-report">
      {t('report.sentence', {
        read: t('report.read', { count: report.read }),
        parts: (['merged', 'added', 'left'] as const)
          .filter((part) => report[part] > 0)
          .map((part) => t(`report.${part}`, { count: report[part], max: MAX_ROWS }))
          .join(', '),
      })}
    </p>
  );
}

/** The products offered while a code is typed (two characters or more). */
function Suggestions({ typing }: { typing: string }) {
  const text = typing.trim();
  const suggestions = useGetSuggestionsQuery(text, { skip: text.length < 2 });
  return (
    <datalist id="quick-order-suggestions">
      {(suggestions.currentData ?? []).map((s) => (
        <option key={s.id} value={s.code}>
          {`${s.name} · ${s.reference}`}
        </option>
      ))}
    </datalist>
  );
}

type QuickOrder = ReturnType<typeof useQuickOrder>;

/** The rows, one a line (a card a line on a phone). */
function RowsTable({ order, onCodeTyped }: { order: QuickOrder; onCodeTyped: (text: string) => void }) {
  const { t } = useTranslation('quick-order');
  return (
    <DataTable
      testId="quick-order-table"
      caption={t('tableCaption')}
      captionClassName="visually-hidden"
      // On a phone, one card a row, each field and figure under its column's name.
      className="align-middle"
      compact={false}
      stacked
      columns={[
        { label: '#' },
        { label: t('code') },
        { label: t('quantity') },
        { label: t('product') },
        { label: t('unitPrice'), end: true },
        { label: t('stock'), end: true },
        { label: t('status') },
        { label: t('remove'), hidden: true },
      ]}
    >
      <tbody>
        {order.rows.map((row, index) => (
          <QuickOrderRow
            key={row.id}
            row={row}
            index={index}
            result={order.resultOf.get(row.id)}
            repeat={order.repeats.get(row)}
            update={order.update}
            onCodeTyped={onCodeTyped}
            onPaste={order.onPaste(index)}
            onCodeKey={order.onCodeKey(row)}
            onQuantityKey={order.onQuantityKey(index)}
            remove={() => order.remove(row.id)}
          />
        ))}
      </tbody>
    </DataTable>
  );
}

/** More rows, merge repeats, and the button that adds the valid rows, with the rows' summary. */
function QuickOrderFoot({ order }: { order: QuickOrder }) {
  const { t } = useTranslation('quick-order');
  const { shown, write } = useMoney();
  const { current } = order;
  return (
    <AddToCartBar
      before={
        <>
          <button type="button" className="btn btn-outline-secondary btn-sm" onClick={order.moreRows}>
            {t('moreRows')}
          </button>
          {order.repeats.size > 0 && (
            <button
              type="button"
              className="btn btn-outline-warning btn-sm"
              onClick={order.mergeRepeats}
              data-testid="quick-order-merge"
            >
              {t('mergeRepeats')}
            </button>
          )}
        </>
      }
      label={t('addValid', { count: current?.valid ?? 0 })}
      disabled={!current || current.valid === 0 || order.validating}
      onAdd={order.addValid}
      testId="quick-order-add"
      status={
        <>
          {order.pending && t('checking')}
          {current &&
            t('summary', {
              count: current.valid,
              problems: current.withProblem,
              total: write(shownTotal(current, shown)),
            })}
        </>
      }
      statusTestId="quick-order-summary"
      added={order.added === null ? null : t('added', { count: order.added })}
      viewCartLabel={t('viewCart')}
    />
  );
}
