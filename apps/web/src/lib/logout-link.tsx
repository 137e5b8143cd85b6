import type { ReactNode } from 'react';
import { NavLink } from 'react-router';

/** The state the shop's own logout link writes in its history entry (no other site can write it). */
const CHOSEN = { logoutChosen: true } as const;

/** A link to /logout chosen in the shop: the logout page then ends the session without asking. */
export function LogoutLink({ className, children }: { className: string; children: ReactNode }) {
  return (
    <NavLink to="/logout" state={CHOSEN} className={className}>
      {children}
    </NavLink>
  );
}

/** Whether /logout was reached through a LogoutLink (else it asks first: a link from anywhere could lead there). */
export function logoutChosen(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'logoutChosen' in state;
}
