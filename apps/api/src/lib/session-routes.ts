// The session record the customer routes write (the login, the current session, the password link that logs
// in): a part of those routes, at the wire's edge like them, shared because modules never import each other.
import type { PriceLevel, Session } from '@mostrador/contract';

/** A session just opened (or read back), in the app's words. */
export interface SessionFacts {
  customerId: number;
  branchId: number;
  /** The customer's name. */
  name: string;
  /** 1..5. */
  priceLevel: number;
  token: string;
  expiresAt: Date;
  /** The person who logged in, when not the customer's own login. */
  person?:
    | { personId: number; name: string; role: NonNullable<Session['Rol']>; language: string }
    | undefined;
}

/** The session as the ERP's LoginTercero answers it (the login, and the password link that logs in). */
export function wireSession(session: SessionFacts): Session {
  return {
    Terceroid: session.customerId,
    Tercerosucid: session.branchId,
    Tercero: session.name,
    PrecioNivel: `Precio${session.priceLevel}` as PriceLevel,
    Token: session.token,
    Expira: session.expiresAt.toISOString(),
    ...(session.person && {
      Personaid: session.person.personId,
      Persona: session.person.name,
      Rol: session.person.role,
      Idioma: session.person.language,
    }),
  };
}
