import { limitCodec, type Person } from '@mostrador/contract';
import type { Language } from '../i18n';

export type { Person };

/** What an administrator gives a person: role, branches and a buyer's limits (null: none). */
export type PersonTerms = Pick<Person, 'role' | 'branchIds' | 'orderLimit' | 'monthLimit'>;

export interface Invitation extends PersonTerms {
  name: string;
  email: string;
  language: Language;
}

function termsBody(terms: PersonTerms) {
  return {
    Rol: terms.role,
    Sucursales: terms.branchIds,
    LimitePedido: limitCodec.toWire(terms.orderLimit),
    LimiteMes: limitCodec.toWire(terms.monthLimit),
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

/** The company's settings, as the Company page shows them. */
export interface CompanySettings {
  /** Every order needs a purchase-order number. */
  purchaseOrderRequired: boolean;
}

/** The settings in the server's words (its settings answer, or the checkout's options). */
export const toCompanySettings = (s: { OrdenCompraObligatoria: boolean }): CompanySettings => ({
  purchaseOrderRequired: s.OrdenCompraObligatoria,
});

/** EmpresaApi/Ajustes's body. */
export const companySettingsBody = (settings: CompanySettings) => ({
  OrdenCompraObligatoria: settings.purchaseOrderRequired,
});
