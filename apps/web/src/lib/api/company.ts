import type { CompanyPerson, PersonRole } from '@mostrador/contract';
import { type Minor, toMajor, toMinor } from '@mostrador/domain';
import type { Language } from '../i18n';

/** What an administrator gives a person: role, branches and a buyer's limits (null: none). */
export interface PersonTerms {
  role: PersonRole;
  branchIds: number[];
  orderLimit: Minor | null;
  monthLimit: Minor | null;
}

/** A person of the customer, as the Company page shows them (decision 0040). */
export interface Person extends PersonTerms {
  personId: number;
  name: string;
  email: string;
  language: string;
  /** False: made inactive (their sessions ended); `invited`: no password set yet with the invitation's link. */
  active: boolean;
  invited: boolean;
}

export function toPerson(p: CompanyPerson): Person {
  return {
    personId: p.personaid,
    name: p.nombre,
    email: p.correo,
    role: p.rol,
    language: p.idioma,
    active: p.activo,
    invited: p.invitada,
    orderLimit: p.limite_pedido === null ? null : toMinor(p.limite_pedido),
    monthLimit: p.limite_mes === null ? null : toMinor(p.limite_mes),
    branchIds: p.sucursales,
  };
}

export interface Invitation extends PersonTerms {
  name: string;
  email: string;
  language: Language;
}

const major = (limit: Minor | null) => (limit === null ? null : toMajor(limit));

function termsBody(terms: PersonTerms) {
  return {
    Rol: terms.role,
    Sucursales: terms.branchIds,
    LimitePedido: major(terms.orderLimit),
    LimiteMes: major(terms.monthLimit),
  };
}

/** EmpresaApi/Invitar's body. */
export function inviteBody(invitation: Invitation) {
  return {
    Nombre: invitation.name,
    Correo: invitation.email,
    Idioma: invitation.language,
    ...termsBody(invitation),
  };
}

/** EmpresaApi/Persona's body: new terms, or only whether the person is active. */
export function changePersonBody(personId: number, change: PersonTerms | { active: boolean }) {
  return 'active' in change
    ? { Personaid: personId, Activo: change.active }
    : { Personaid: personId, ...termsBody(change) };
}
