import { WEB_ORDER_PREFIX } from '@mostrador/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HeldRequest } from '../../lib/api';
import { noticeText } from '../../lib/notify';
import { useApproveOrderRequestMutation } from './api/approve-order-request';
import { useGetOrderRequestsQuery } from './api/get-order-requests';
import { useRejectOrderRequestMutation } from './api/reject-order-request';

export interface ApprovalMessage {
  tone: 'success' | 'danger';
  text: string;
}

/** A refusal's words: the server's message (translated when it is a known notice), else `fallback`. */
function errorText(error: unknown, fallback: string): string {
  const msj = typeof error === 'object' && error !== null && 'msj' in error ? String(error.msj) : '';
  return msj ? noticeText(msj) : fallback;
}

/** An approval refused with 422: the delivery date asked for has become too soon while it waited. */
function tooLate(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 422;
}

/**
 * The approvals page's state: the requests (an approver's: the company's; a buyer's: their own), the reason
 * being typed for each, and approve / reject, which say what came of them (`message`).
 */
export function useApprovals(customerId: number) {
  const { t } = useTranslation('approvals');
  const requests = useGetOrderRequestsQuery(customerId, { refetchOnMountOrArgChange: true });
  const [approveRequest, approving] = useApproveOrderRequestMutation();
  const [rejectRequest, rejecting] = useRejectOrderRequestMutation();
  const [reasons, setReasons] = useState<Record<number, string>>({});
  const [message, setMessage] = useState<ApprovalMessage | null>(null);

  const approve = async (request: HeldRequest) => {
    const result = await approveRequest(request.requestId);
    if (result.error) {
      const text = tooLate(result.error) ? t('dateTooSoon') : errorText(result.error, t('failed'));
      setMessage({ tone: 'danger', text });
      return;
    }
    setMessage({
      tone: 'success',
      text: t('approved', { number: `${WEB_ORDER_PREFIX}-${result.data.orderNumber}` }),
    });
  };

  const reject = async (request: HeldRequest) => {
    const reason = (reasons[request.requestId] ?? '').trim();
    if (!reason) {
      setMessage({ tone: 'danger', text: t('reasonNeeded') });
      return;
    }
    const result = await rejectRequest({ requestId: request.requestId, reason });
    if (result.error) {
      setMessage({ tone: 'danger', text: errorText(result.error, t('failed')) });
      return;
    }
    setMessage({ tone: 'success', text: t('rejectedDone') });
  };

  return {
    requests: requests.data ?? [],
    loading: requests.isLoading,
    failed: requests.isError,
    reasonOf: (requestId: number) => reasons[requestId] ?? '',
    setReason: (requestId: number, reason: string) => setReasons((r) => ({ ...r, [requestId]: reason })),
    busy: approving.isLoading || rejecting.isLoading,
    approve,
    reject,
    message,
  };
}
