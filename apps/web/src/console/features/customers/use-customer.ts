import {
  type CustomerDetail,
  customerActResponse,
  customerDetailResponse,
  customerInviteResponse,
  customerOrdersResponse,
  customerStatementResponse,
  staffApiPath,
} from '@mostrador/contract/console';
import { useCallback, useEffect, useState } from 'react';
import type { z } from 'zod/mini';
import { ConsoleApiError, callApi, queryOf } from '../../lib/api';

type Sent = z.output<typeof customerInviteResponse>;
type Orders = z.output<typeof customerOrdersResponse>['orders'];
export type Statement = z.output<typeof customerStatementResponse>;

const message = (e: unknown) => (e instanceof ConsoleApiError ? e.message : String(e));
const today = () => new Date().toISOString().slice(0, 10);
const yearAgo = () => new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);

/** A customer's page: the customer, its orders, a statement of a range, and the password link sent. */
export function useCustomer(id: number) {
  const [customer, setCustomer] = useState<CustomerDetail | null>(null);
  const [erpMode, setErpMode] = useState(false);
  const [orders, setOrders] = useState<Orders>([]);
  const [statement, setStatement] = useState<Statement | null>(null);
  const [range, setRange] = useState({ from: yearAgo(), to: today() });
  const [sent, setSent] = useState<Sent | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    callApi(staffApiPath('customer', id), customerDetailResponse)
      .then((a) => {
        setCustomer(a.customer);
        setErpMode(a.erpMode);
      })
      .catch((e) => setError(message(e)));
    callApi(`${staffApiPath('customerOrders', id)}?pageSize=20`, customerOrdersResponse)
      .then((a) => setOrders(a.orders))
      .catch(() => setOrders([]));
  }, [id]);
  const loadStatement = useCallback(() => {
    callApi(`${staffApiPath('customerStatement', id)}${queryOf(range)}`, customerStatementResponse)
      .then(setStatement)
      .catch((e) => setError(message(e)));
  }, [id, range]);
  useEffect(loadStatement, [loadStatement]);
  const sendLink = async (language: string) => {
    setError('');
    setSent(null);
    try {
      setSent(
        await callApi(staffApiPath('customerLink', id), customerInviteResponse, {
          method: 'POST',
          body: { language },
        }),
      );
    } catch (e) {
      setError(message(e));
    }
  };
  /** Order as this customer: the server gives this browser's shop a session acting for it; then the shop. */
  const act = async () => {
    setError('');
    try {
      await callApi(staffApiPath('customerAct', id), customerActResponse, { method: 'POST' });
      window.location.assign('/acting');
    } catch (e) {
      setError(message(e));
    }
  };
  return { customer, setCustomer, erpMode, orders, statement, range, setRange, sent, sendLink, act, error };
}
