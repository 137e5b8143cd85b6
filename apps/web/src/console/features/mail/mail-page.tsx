// The shop's messages for owners (issue 49): newest first, of one state or all, each with its subject,
// recipient, tries and last error; an address the mail server refused for good is marked with the server's
// reason; in the embedded default (no SMTP_URL) a sent message opens as the .eml file it was written as. The
// refused addresses are listed apart, each of which an owner may forget (the customer fixed the mailbox).
import { type MailList, type MailState, mailStates, staffApiPath } from '@mostrador/contract/console';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../components/alert';
import { ConsolePage } from '../../components/console-page';
import { PlainTable } from '../../components/plain-table';
import { dateTime } from '../../lib/format';
import { useMailPage } from './use-mail-page';

type Message = MailList['messages'][number];

const BADGES: Record<MailState, string> = {
  queued: 'text-bg-warning',
  sending: 'text-bg-warning',
  sent: 'text-bg-success',
  failed: 'text-bg-danger',
  bounced: 'text-bg-danger',
};

/** One link per state (and one for all): the list the server filters, the state in the address. */
function StateFilter({ state }: { state: string }) {
  const { t } = useTranslation();
  const link = (value: string, label: string) => (
    <li key={value} className="nav-item">
      <Link
        className={`nav-link${value === state ? ' active' : ''}`}
        aria-current={value === state ? 'page' : undefined}
        to={{ search: value ? `?state=${value}` : '' }}
      >
        {label}
      </Link>
    </li>
  );
  return (
    <nav aria-label={t('mail.state')}>
      <ul className="nav nav-pills mb-3">
        {link('', t('mail.anyState'))}
        {mailStates.map((s) => link(s, t(`mail.states.${s}`)))}
      </ul>
    </nav>
  );
}

function Row({ message: m, files }: { message: Message; files: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <tr data-testid="mail-row">
      <td className="text-nowrap">{dateTime(m.createdAt, i18n.language)}</td>
      <td>
        {m.subject}
        <div className="small text-body-secondary">{t(`mail.kinds.${m.kind}`, { defaultValue: m.kind })}</div>
      </td>
      <td>
        {m.recipient}
        {m.refused !== null && (
          <div className="small text-danger" data-testid="mail-refused">
            {t('mail.refused', { reason: m.refused })}
          </div>
        )}
      </td>
      <td>
        <span className={`badge ${BADGES[m.state]}`}>{t(`mail.states.${m.state}`)}</span>
      </td>
      <td>{m.tries}</td>
      <td className="small text-break">{m.lastError ?? ''}</td>
      {files && (
        <td className="text-nowrap">
          {m.state === 'sent' && (
            <a href={staffApiPath('mailFile', m.id)} download>
              {t('mail.open')}
            </a>
          )}
        </td>
      )}
    </tr>
  );
}

/**
 * The addresses the mail server refused for good (nothing is sent to them), each with a button to forget it;
 * what the last one did (forgotten, or the server's refusal) below them. Nothing when there are none.
 */
function RefusedAddresses({ page }: { page: ReturnType<typeof useMailPage> }) {
  const { t, i18n } = useTranslation();
  const refused = page.answer?.refusedAddresses ?? [];
  return (
    <>
      {refused.length > 0 && (
        <>
          <h2 className="h5">{t('mail.refusedAddresses.title')}</h2>
          <p className="text-body-secondary">{t('mail.refusedAddresses.intro')}</p>
          <PlainTable
            className="table table-sm align-middle"
            headers={[...['address', 'reason', 'since'].map((c) => t(`mail.refusedAddresses.${c}`)), '']}
            rows={refused}
            rowKey={(r) => r.address}
            rowTestId="refused-address"
            cells={(r) => [
              r.address,
              <span key="reason" className="small text-break">
                {r.reason}
              </span>,
              dateTime(r.since, i18n.language),
              <button
                key="forget"
                type="button"
                className="btn btn-outline-primary btn-sm"
                aria-label={t('mail.refusedAddresses.forgetAddress', { address: r.address })}
                onClick={() => void page.forget(r.address)}
              >
                {t('mail.refusedAddresses.forget')}
              </button>,
            ]}
          />
        </>
      )}
      {page.forgotten && (
        <Alert tone="success">{t('mail.refusedAddresses.forgotten', { address: page.forgotten })}</Alert>
      )}
      {page.refusal && <Alert tone="danger">{page.refusal}</Alert>}
    </>
  );
}

const COLUMNS = ['created', 'subject', 'recipient', 'state', 'tries', 'error'] as const;

export function MailPage() {
  const { t } = useTranslation();
  const page = useMailPage();
  const files = page.answer?.transport === 'files';
  const columns = files ? [...COLUMNS, 'file' as const] : COLUMNS;
  return (
    <ConsolePage title={t('mail.title')}>
      {files && <p className="text-body-secondary">{t('mail.files')}</p>}
      <RefusedAddresses page={page} />
      <StateFilter state={page.state} />
      <div className="table-responsive">
        <table className="table table-sm console-table">
          <thead>
            <tr className="text-nowrap">
              {columns.map((c) => (
                <th key={c} scope="col">
                  {t(`mail.col.${c}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {page.answer?.messages.map((m) => (
              <Row key={m.id} message={m} files={files} />
            ))}
          </tbody>
        </table>
      </div>
      {page.answer?.messages.length === 0 && <p>{t('mail.none')}</p>}
      {page.failed && (
        <p className="alert alert-danger" role="alert">
          {t('errors.generic')}
        </p>
      )}
    </ConsolePage>
  );
}
