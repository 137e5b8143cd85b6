// The mail outbox page's data: the state it shows lives in the address (a reload or a shared link shows the
// same list) and the server filters by it. An owner forgets a refused address; the page then says so, or shows
// the server's refusal, and reads the list again.
import { mailListResponse, okResponse, staffApiPath } from '@mostrador/contract/console';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ConsoleApiError, callApi, queryOf } from '../../lib/api';
import { useAnswer } from '../../lib/use-answer';

export function useMailPage() {
  const [params] = useSearchParams();
  const state = params.get('state') ?? '';
  const { reload, ...list } = useAnswer(`${staffApiPath('mail')}${queryOf({ state })}`, mailListResponse);
  const [forgotten, setForgotten] = useState('');
  const [refusal, setRefusal] = useState('');
  async function forget(address: string) {
    setForgotten('');
    setRefusal('');
    try {
      await callApi(staffApiPath('mailForget'), okResponse, { method: 'POST', body: { address } });
      setForgotten(address);
    } catch (e) {
      setRefusal(e instanceof ConsoleApiError ? e.message : String(e));
    } finally {
      reload();
    }
  }
  return { ...list, state, forgotten, refusal, forget };
}
