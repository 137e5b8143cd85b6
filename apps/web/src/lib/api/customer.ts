import type { InfoTercero, TerceroData } from '@mostrador/contract';
import type { Branch } from '@mostrador/domain';
import type { QueryParams } from './http';

export type { Branch };

/** The query of a customer's own records (TerceroGetData, TerceroSucursalDetalleget, InfoTercero). */
export function customerParams(customerId: number): QueryParams {
  return { terceroid: customerId };
}

/** A customer's data as the checkout shows it (read-only). */
export interface CustomerData {
  /** The tax number and its check digit. */
  nit: string;
  dv: string;
  name: string;
  phone: string;
}

export function toCustomerData(t: TerceroData['Tercero']): CustomerData {
  return { nit: t.nit, dv: t.dv, name: t.descripcion, phone: t.telefono };
}

/** The customer's name and last invoice (InfoTercero). */
export interface CustomerInfo {
  name: string;
  /** The date of the last invoice (YYYY-MM-DD), null when there is none. */
  lastInvoice: string | null;
  /** Whole days since the last invoice, null when there is none. */
  daysSinceLastInvoice: number | null;
}

export function toCustomerInfo(r: InfoTercero['Resultado']): CustomerInfo {
  return { name: r.Tercero, lastInvoice: r.Ultima_Venta, daysSinceLastInvoice: r.Dias_UltimaVenta };
}

/** The cities of a department (CiudadesDeptoGet). */
export function citiesParams(departmentId: string): QueryParams {
  return { Departamentoid: departmentId };
}

/** The login's body (LoginTercero). */
export function loginBody(user: string, password: string): { usuario: string; contrasena: string } {
  return { usuario: user, contrasena: password };
}
