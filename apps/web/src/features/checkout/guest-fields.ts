import { pedidoWebCreateAnonimoBody } from '@mostrador/contract';

/** The guest's delivery form, as typed. */
export interface GuestForm {
  Nit: string;
  Tercero: string;
  Departamento: string;
  Ciudad: string;
  Direccion: string;
  Telefono1: string;
  Email: string;
}

export type GuestField = keyof GuestForm;

export const emptyGuestForm: GuestForm = {
  Nit: '',
  Tercero: '',
  Departamento: '',
  Ciudad: '',
  Direccion: '',
  Telefono1: '',
  Email: '',
};

export const GUEST_FIELDS: readonly GuestField[] = [
  'Nit',
  'Tercero',
  'Departamento',
  'Ciudad',
  'Direccion',
  'Telefono1',
  'Email',
];

const shape = pedidoWebCreateAnonimoBody.shape;

/**
 * Checks one field with the same rule the server applies (packages/contract), so the form and the
 * server never disagree. Returns whether it is valid; the message shown is the interface's own.
 */
export function isFieldValid(field: GuestField, value: string): boolean {
  return shape[field].safeParse(value).success;
}

/** The fields that are not valid, in the form's order. */
export function invalidFields(form: GuestForm): GuestField[] {
  return GUEST_FIELDS.filter((f) => !isFieldValid(f, form[f]));
}
