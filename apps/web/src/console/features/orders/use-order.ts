import { type OrderDetail, orderDetailResponse, staffApiPath } from '@mostrador/contract/console';
import { useCallback, useEffect, useState } from 'react';
import { ConsoleApiError, callApi } from '../../lib/api';

export function useOrder(id: number) {
  const [order, setOrder] = useState<OrderDetail | null>(null);
  const [error, setError] = useState('');
  const load = useCallback(() => {
    callApi(staffApiPath('order', id), orderDetailResponse)
      .then((a) => setOrder(a.order))
      .catch((e) => setError(e instanceof Error ? e.message : String(e)));
  }, [id]);
  useEffect(load, [load]);
  const run = async (action: () => Promise<unknown>) => {
    setError('');
    try {
      await action();
      load();
    } catch (e) {
      setError(e instanceof ConsoleApiError ? e.message : String(e));
    }
  };
  return {
    order,
    error,
    move: (state: string, reason?: string) =>
      run(() =>
        callApi(staffApiPath('orderState', id), orderDetailResponse, {
          method: 'POST',
          body: { state, ...(reason ? { reason } : {}) },
        }),
      ),
    retry: () => run(() => callApi(staffApiPath('orderRetry', id), orderDetailResponse, { method: 'POST' })),
  };
}
