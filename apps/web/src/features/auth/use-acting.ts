import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useApiDispatch } from '../../lib/api';
import { resetState } from '../../lib/persist';
import { getCurrentSession } from './api/get-current-session';
import { useSessionOpened } from './use-login';

/**
 * /acting, where the console sends a staff member who chose "order as this customer" (decision 0041): the
 * server set a session of the customer acting for them; what this browser kept of the last customer (its cart
 * among it) is reset, the session is kept as a login's, then the shop opens.
 * 'failed': the browser carries no acting session (ended, or never opened).
 */
export function useActing(): 'opening' | 'failed' {
  const opened = useSessionOpened();
  const dispatch = useApiDispatch();
  const navigate = useNavigate();
  const [state, setState] = useState<'opening' | 'failed'>('opening');
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on arrival
  useEffect(() => {
    let live = true;
    void getCurrentSession().then(async (answer) => {
      if (!live) return;
      if (!answer.data?.actingStaff) return setState('failed');
      dispatch(resetState());
      await opened(answer.data);
      navigate('/', { replace: true });
    });
    return () => {
      live = false;
    };
  }, []);
  return state;
}
