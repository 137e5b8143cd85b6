import { WEB_ORDER_PREFIX } from '@mostrador/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LiveMessage } from '../../components/ui/live-message';
import type { HeldRequest } from '../../lib/api';
import { useFormatAccountMoney } from '../../lib/currency';
import { useDocumentTitle } from '../../lib/document-title';
import { localeOf } from '../../lib/i18n';
import { useApprovals } from './use-approvals';

export interface ApprovalsPageProps {
  customerId: number;
  /** Navigation of the customer area (composed in app/). */
  nav?: ReactNode;
}

type Page = ReturnType<typeof useApprovals>;

/** What was decided: placed (with the prices that changed) or rejected (with the reason). */
function Decision({ request }: { request: HeldRequest }) {
  const { t } = useTranslation('approvals');
  const money = useFormatAccountMoney();
  if (request.state === 'rejected') {
    return (
      <p className="mb-0 text-danger" data-testid="request-reason">
        {t('rejectedBy', { who: request.decidedBy || t('company') })}: {request.reason}
      </p>
    );
  }
  if (request.state !== 'approved') return null;
  return (
    <div className="mb-0 text-success">
      {t('placedAs', {
        number: `${WEB_ORDER_PREFIX}-${request.orderNumber}`,
        who: request.decidedBy || t('company'),
      })}
      {request.changes.map((c) => (
        <div className="small text-body-secondary" key={c.productId}>
          {t('changed', { name: c.name, before: money(c.before), after: money(c.after) })}
        </div>
      ))}
    </div>
  );
}

function DecideButton(props: { tone: string; page: Page; onClick: () => void; children: ReactNode }) {
  return (
    <div className="col-auto">
      <button
        type="button"
        className={`btn ${props.tone} btn-sm`}
        disabled={props.page.busy}
        onClick={props.onClick}
      >
        {props.children}
      </button>
    </div>
  );
}

/** Approve, or reject with a reason (an approver's or administrator's, while it waits). */
function Decide({ request, page }: { request: HeldRequest; page: Page }) {
  const { t } = useTranslation('approvals');
  const id = `reason-${request.requestId}`;
  return (
    <div className="row g-2 align-items-end mt-2">
      <DecideButton tone="btn-success" page={page} onClick={() => page.approve(request)}>
        {t('approve')}
      </DecideButton>
      <div className="col-sm">
        <label className="form-label small mb-1" htmlFor={id}>
          {t('reason')}
        </label>
        <input
          id={id}
          className="form-control form-control-sm"
          maxLength={500}
          value={page.reasonOf(request.requestId)}
          onChange={(e) => page.setReason(request.requestId, e.target.value)}
        />
      </div>
      <DecideButton tone="btn-outline-danger" page={page} onClick={() => page.reject(request)}>
        {t('reject')}
      </DecideButton>
    </div>
  );
}

function RequestCard({ request, page }: { request: HeldRequest; page: Page }) {
  const { t, i18n } = useTranslation('approvals');
  const money = useFormatAccountMoney();
  const asked = new Date(request.askedAt).toLocaleString(localeOf(i18n.language));
  return (
    <li className="list-group-item" data-testid="approval-request" data-state={request.state}>
      <div className="d-flex flex-wrap justify-content-between gap-2">
        <strong>{t('askedBy', { who: request.person, branch: request.branch })}</strong>
        <span className="badge text-bg-secondary">{t(`state.${request.state}`)}</span>
      </div>
      <div className="small text-body-secondary">
        {asked} · {t(request.limit === 'order' ? 'orderLimit' : 'monthLimit')}
      </div>
      <ul className="small mb-1">
        {request.lines.map((l) => (
          <li key={l.productId}>
            {l.quantity} × {l.name} ({money(l.unitPrice)})
          </li>
        ))}
      </ul>
      {request.note && <div className="small">{request.note}</div>}
      <div className="fw-bold" data-testid="request-total">
        {money(request.total)}
      </div>
      <Decision request={request} />
      {request.canDecide && <Decide request={request} page={page} />}
    </li>
  );
}

/** /approvals: the orders that wait for approval (approvers decide them; a buyer sees their own and why). */
export default function ApprovalsPage({ customerId, nav }: ApprovalsPageProps) {
  const { t } = useTranslation('approvals');
  useDocumentTitle(t('title'));
  const page = useApprovals(customerId);
  return (
    <div className="container py-4">
      {nav}
      <h1 className="h3 mb-1">{t('title')}</h1>
      <p className="text-body-secondary">{t('intro')}</p>
      <p className="alert alert-info py-2 small" data-testid="approvals-stock">
        {t('stock')}
      </p>
      <LiveMessage message={page.message} testId="approvals-message" />
      {page.failed && <p className="alert alert-danger py-2">{t('failed')}</p>}
      {!page.loading && !page.failed && page.requests.length === 0 && (
        <p data-testid="approvals-empty">{t('empty')}</p>
      )}
      <ul className="list-group">
        {page.requests.map((r) => (
          <RequestCard key={r.requestId} request={r} page={page} />
        ))}
      </ul>
    </div>
  );
}
