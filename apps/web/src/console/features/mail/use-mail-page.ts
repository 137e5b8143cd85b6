// The mail outbox page's data: the state it shows lives in the address (a reload or a shared link shows the
// same list) and the server filters by it.
import { mailListResponse, staffApiPath } from '@mostrador/contract/console';
import { useSearchParams } from 'react-router';
import { queryOf } from '../../lib/api';
import { useAnswer } from '../../lib/use-answer';

export function useMailPage() {
  const [params] = useSearchParams();
  const state = params.get('state') ?? '';
  return { ...useAnswer(`${staffApiPath('mail')}${queryOf({ state })}`, mailListResponse), state };
}
