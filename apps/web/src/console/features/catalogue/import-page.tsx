import {
  type ImportPreview,
  importApplyResponse,
  importPreviewResponse,
  staffApiPath,
} from '@mostrador/contract/console';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormField } from '../../../components/ui/form-field';
import { Alert } from '../../components/alert';
import { PlainTable } from '../../components/plain-table';
import { ConsoleApiError, callApi } from '../../lib/api';

async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

function Products({ title, list }: { title: string; list: ImportPreview['added'] }) {
  return (
    <details className="mb-2" data-testid="import-group">
      <summary>{title}</summary>
      <ul className="small">
        {list.slice(0, 200).map((p) => (
          <li key={p.id}>
            {p.code} · {p.name}
          </li>
        ))}
      </ul>
    </details>
  );
}

function PreviewPart({ preview, onApply }: { preview: ImportPreview; onApply: () => void }) {
  const { t } = useTranslation();
  return (
    <div data-testid="import-preview">
      <p>{t('catalogue.import.rows', { count: preview.rows })}</p>
      <Products title={t('catalogue.import.added', { count: preview.added.length })} list={preview.added} />
      <Products
        title={t('catalogue.import.changed', { count: preview.changed.length })}
        list={preview.changed}
      />
      <Products
        title={t('catalogue.import.hidden', { count: preview.hidden.length })}
        list={preview.hidden}
      />
      {preview.errors.length > 0 && (
        <>
          <h2 className="h5 text-danger">{t('catalogue.import.errors', { count: preview.errors.length })}</h2>
          <PlainTable
            headers={[
              t('catalogue.import.line'),
              t('catalogue.import.column'),
              t('catalogue.import.message'),
            ]}
            rows={preview.errors}
            rowKey={(e) => `${e.line}-${e.column}-${e.message}`}
            cells={(e) => [e.line, e.column, e.message]}
            rowTestId="import-error"
          />
        </>
      )}
      <button
        type="button"
        className="btn btn-primary"
        disabled={preview.errors.length > 0}
        onClick={onApply}
      >
        {t('catalogue.import.apply')}
      </button>
    </div>
  );
}

/** The CSV import: a preview of what it changes (and every error by line and column), then all of it or nothing. */
export function ImportPage() {
  const { t } = useTranslation();
  const [file, setFile] = useState('');
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [message, setMessage] = useState('');
  const [error, setError] = useState('');
  const run = async (action: () => Promise<void>) => {
    setError('');
    setMessage('');
    try {
      await action();
    } catch (e) {
      setError(e instanceof ConsoleApiError ? e.message : String(e));
    }
  };
  const choose = (chosen: File | undefined) =>
    void run(async () => {
      setPreview(null);
      if (!chosen) return;
      const data = await base64Of(chosen);
      setFile(data);
      const answer = await callApi(staffApiPath('importPreview'), importPreviewResponse, {
        method: 'POST',
        body: { file: data },
      });
      setPreview(answer.preview);
    });
  const apply = () =>
    void run(async () => {
      const done = await callApi(staffApiPath('importApply'), importApplyResponse, {
        method: 'POST',
        body: { file },
      });
      setPreview(null);
      setMessage(t('catalogue.import.done', { written: done.written, hidden: done.hidden }));
    });
  return (
    <section>
      <Link to="/catalogue">{t('catalogue.product.back')}</Link>
      <h1 className="h3">{t('catalogue.import.title')}</h1>
      <FormField
        id="import-file"
        label={t('catalogue.import.file')}
        className="mb-3"
        type="file"
        accept=".csv,text/csv"
        onChange={(e) => choose(e.currentTarget.files?.[0])}
      />
      {error && <Alert tone="danger">{error}</Alert>}
      {message && <Alert tone="success">{message}</Alert>}
      {preview && <PreviewPart preview={preview} onApply={apply} />}
    </section>
  );
}
