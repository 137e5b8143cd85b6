// Kysely's view of the tables of migrations/*.sql (keep them in step). `Generated<T>`: a column the database
// fills (a default or a serial), so an insert may leave it out.
import type { ColumnType, Generated } from 'kysely';

/** numeric(14,2): PostgreSQL gives text; write numbers or text. */
export type Numeric = ColumnType<string, number | string, number | string>;
/** date: read as 'YYYY-MM-DD' text (see db/database.ts type parsers). */
export type DateText = ColumnType<string, string, string>;
/** timestamptz: read as Date. */
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** jsonb: read parsed; write as JSON text. */
export type Json<T> = ColumnType<T, string, string>;

export interface AppSettingsTable {
  key: string;
  value: string;
}
export interface DepartamentosTable {
  id: string;
  nombre: string;
}
export interface CiudadesTable {
  id: string;
  departamento_id: string;
  nombre: string;
}
export interface CategoriasTable {
  id: number;
  nombre: string;
  orden: Generated<number>;
  /** 120-erp-connector.sql: false once the ERP or an imported file no longer has it. */
  activo: Generated<boolean>;
}
export interface GruposTable {
  id: number;
  categoria_id: number;
  nombre: string;
  /** 120-erp-connector.sql: false once the ERP or an imported file no longer has it. */
  activo: Generated<boolean>;
}
export interface SubgruposTable {
  id: number;
  grupo_id: number;
  nombre: string;
  /** 120-erp-connector.sql: false once the ERP or an imported file no longer has it. */
  activo: Generated<boolean>;
}
/** Optional demo fields kept as one jsonb value. */
export interface ProductDemo {
  discount?: number;
  offerEnd?: string;
  new?: boolean;
  rating?: number;
  saleCount?: number;
  tag?: string[];
  category?: string[];
  variation?: Array<{ color: string; image: string; size: Array<{ name: string; stock: number }> }>;
  shortDescription?: string;
  fullDescription?: string;
  affiliateLink?: string;
}
/** A product's colours, each with its sizes and each size's own stock (the demo catalogue's variations). */
export type Variations = NonNullable<ProductDemo['variation']>;
export interface ProductosTable {
  id: number;
  codigo: string;
  referencia: string;
  nombre: string;
  categoria_id: number;
  grupo_id: number;
  subgrupo_id: number;
  precio1: Numeric | null;
  precio2: Numeric | null;
  precio3: Numeric | null;
  precio4: Numeric | null;
  precio5: Numeric | null;
  escala_aplica: Generated<boolean>;
  escala: string | null;
  disponible: Generated<number>;
  imagenes: ColumnType<string[], string | undefined, string>;
  texto_adicional: string | null;
  /** 170-description-html.sql: texto_adicional sanitised when written (db/descriptions.ts); null: not yet. */
  texto_html: string | null;
  dimensiones: string | null;
  /** Percent; null: the shop's default rate (TAX_PERCENT). Migration 050. */
  impuesto_porcentaje: ColumnType<string | null, number | string | null | undefined, number | string | null>;
  demo: Json<ProductDemo | null> | null;
  /** 520-product-facets.sql: each facet's values (lib/facets.ts); `{}` for none. */
  facetas: ColumnType<Record<string, string[]>, string | undefined, string>;
  nombre_busqueda: string;
  busqueda: string;
  activo: Generated<boolean>;
}
/** The columns of `productos` the tier rule reads: the price of each level and the volume tiers. */
export const PRICING_COLUMNS = [
  'precio1',
  'precio2',
  'precio3',
  'precio4',
  'precio5',
  'escala_aplica',
  'escala',
] as const satisfies ReadonlyArray<keyof ProductosTable>;
export interface TercerosTable {
  id: number;
  usuario: string | null;
  password_hash: string | null;
  nombre: string;
  nit: string;
  dv: string;
  telefono: string;
  precio_nivel: number;
  /** 090-account-credit.sql: credit limit (null: none). */
  cupo_credito: ColumnType<string | null, number | string | null | undefined, number | string | null>;
  /** 090-account-credit.sql: refuse orders past the credit left or with overdue invoices (else warn). */
  bloqueo_credito: Generated<boolean>;
  /** 670-order-details.sql: its orders need a purchase-order number. */
  orden_compra_obligatoria: Generated<boolean>;
}
export interface TerceroSucursalesTable {
  id: number;
  tercero_id: number;
  nombre: string;
  direccion: string;
  ciudad_id: string;
  correo: string;
  principal: Generated<boolean>;
}
export interface FacturasTable {
  id: number;
  /** 050-orders.sql: the order the invoice was made from. */
  pedido_id: Generated<number | null>;
  tercero_id: number;
  sucursal_id: number;
  prefijo: string;
  numero: number;
  fecha: DateText;
  items: number;
  cantidad: Numeric;
  subtotal: Numeric;
  impuesto: Numeric;
  total: Numeric;
  saldo: Numeric;
  /** 090-account-credit.sql: payment term in days (due date = fecha + plazo_dias). */
  plazo_dias: Generated<number>;
}
export interface RecibosTable {
  id: number;
  tercero_id: number;
  documento: string;
  fecha: DateText;
  registros: number;
  valor: Numeric;
  neto: Numeric;
}
/** 050-orders.sql: the invoices a receipt paid. */
export interface ReciboFacturasTable {
  recibo_id: number;
  factura_id: number;
  valor: Numeric;
}
export interface DevolucionesTable {
  id: number;
  tercero_id: number;
  fecha: DateText;
  total: Numeric;
}
export type OrderStateCode = 'pendiente' | 'aprobado' | 'despachado' | 'entregado' | 'facturado' | 'anulado';
export interface PedidosTable {
  id: Generated<number>;
  tercero_id: number | null;
  sucursal_id: number | null;
  origen: Generated<'erp' | 'web'>;
  prefijo: string;
  numero: number;
  fecha: Timestamp;
  /** 500-staff-console.sql adds 'entregado' (delivered). */
  estado: Generated<OrderStateCode>;
  /** 500-staff-console.sql: why staff cancelled the order (null: not cancelled by staff). */
  motivo_anulacion: Generated<string | null>;
  observacion: Generated<string>;
  vlrbruto: Numeric;
  impuesto: Numeric;
  total: Numeric;
  invitado: Json<Record<string, string> | null> | null;
  idempotency_key: string | null;
  creado: Timestamp;
  /** 600-customer-people.sql: the person who placed it (null: the customer's own login, a guest, the ERP). */
  persona_id: Generated<number | null>;
  /** 650-staff-acting.sql: the staff member who placed it acting for the customer (null: none). */
  staff_id: Generated<number | null>;
  /** 670-order-details.sql: the purchase-order number, requested delivery date and method ('', null: none). */
  orden_compra: Generated<string>;
  fecha_entrega: Generated<string | null>;
  metodo_entrega: Generated<string>;
  /** 120-erp-connector.sql: the ERP's id and number of a web order once the ERP has it. */
  erp_pedidoid: Generated<number | null>;
  erp_numero: Generated<number | null>;
  /** Where a web order stands with the ERP (null: taken with no ERP connected). */
  erp_estado: ColumnType<
    'pendiente' | 'enviado' | 'rechazado' | null,
    'pendiente' | 'enviado' | 'rechazado' | null | undefined,
    'pendiente' | 'enviado' | 'rechazado' | null
  >;
  /**
   * The lines the ERP was short of, when it refused the order: stored as the ERP gave them (its wire's
   * record, typed by the contract) and sent back unchanged by the documents answer (`faltantes_erp`).
   */
  /** JSON as the ERP sent it (read back with the contract's schema by documents/repository.ts). */
  erp_faltantes: ColumnType<unknown, string | null | undefined, string | null>;
}
/** 670-order-details.sql's columns of `pedidos`: what a buyer tells of an order beyond its lines. */
export const ORDER_DETAIL_COLUMNS = [
  'orden_compra',
  'fecha_entrega',
  'metodo_entrega',
] as const satisfies ReadonlyArray<keyof PedidosTable>;
export interface PedidoLineasTable {
  id: Generated<number>;
  pedido_id: number;
  producto_id: number;
  cantidad: number;
  precio: Numeric;
  subtotal: Numeric;
  impuesto: ColumnType<string, number | string | undefined, number | string>;
  observacion: Generated<string>;
  /** 180-order-line-variation.sql: the colour and size of the line ('' for a whole product). */
  color: Generated<string>;
  talla: Generated<string>;
  /** 200-order-line-tax-rate.sql: the tax rate (percent) the line was priced with. */
  impuesto_porcentaje: ColumnType<string, number | string, number | string>;
}
export interface TasasTable {
  base: string;
  fecha: DateText;
  rates: Json<Record<string, number>>;
  obtenido: Timestamp;
}

export interface SuscripcionesTable {
  email: string;
  idioma: string;
  created_at: Timestamp;
}

/** Server-side sessions (db/sessions.ts); `id` is the SHA-256 (hex) of the token. */
export interface SesionesTable {
  id: string;
  tercero_id: number;
  tercerosuc_id: number;
  precio_nivel: number;
  created_at: Timestamp;
  expires_at: Timestamp;
  last_seen_at: Timestamp;
  /** 600-customer-people.sql: the person of the customer (null: the customer's own login). */
  persona_id: Generated<number | null>;
  /** 650-staff-acting.sql: the staff member acting for the customer, and their session (null: not acting). */
  staff_id: Generated<number | null>;
  staff_sesion_id: Generated<string | null>;
}

/** Rate-limit counters shared by all processes (db/rate-limit-store.ts). */
export interface LimitesPeticionesTable {
  clave: string;
  cuenta: number;
  reinicio: Timestamp;
}

/** Failed logins by user name (db/login-throttle.ts; staff names as `staff:<name>`). */
export interface IntentosLoginTable {
  /** The name as typed, trimmed and in lower case. */
  usuario: string;
  /** Attempts since the last success (each counted before its password is checked). */
  fallos: number;
  ultimo: Timestamp;
  /** Until when the next attempt is refused (null: it is not). */
  espera_hasta: Timestamp | null;
}

export interface CatalogueVersionTable {
  shard: number;
  version: string;
  /** 610-products-version.sql: raised by changes of what products are, not of their stock. */
  productos: Generated<string>;
}

/** 120-erp-connector.sql: pictures fetched from the ERP, served at /Files/Images/<nombre>. */
export interface ImagenesTable {
  nombre: string;
  tipo: string;
  datos: Uint8Array;
  obtenida: Timestamp;
}
/** 120-erp-connector.sql: the connector's state (one row). */
export interface ErpEstadoTable {
  id: Generated<number>;
  ultima_sync: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  productos_sync: number | null;
  ultimo_error: string | null;
  ultimo_error_fecha: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** 230-erp-error-origin.sql: the work the last error came from; its next success clears the error. */
  ultimo_error_origen: ColumnType<
    'sync' | 'envio' | null,
    'sync' | 'envio' | null | undefined,
    'sync' | 'envio' | null
  >;
  /** 240-erp-sync-lease.sql: the process running the catalogue sync, and until when it holds it. */
  sync_tomada_por: string | null;
  sync_tomada_hasta: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** When the last sync began, and when the next scheduled one is due (null: none is). */
  sync_iniciada: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  sync_siguiente: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** 540-sync-skipped.sql: the records the last good sync skipped, [{id, problem}] (JSON). */
  sync_omitidos: ColumnType<unknown, string | null | undefined, string | null>;
}
/** 120-erp-connector.sql: web orders waiting to be written into the ERP. */
export interface ErpOutboxTable {
  pedido_id: number;
  estado: ColumnType<
    'pendiente' | 'enviado' | 'rechazado',
    'pendiente' | 'enviado' | 'rechazado' | undefined,
    'pendiente' | 'enviado' | 'rechazado'
  >;
  intentos: Generated<number>;
  proximo_intento: Timestamp;
  tomado_hasta: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The claim that holds the row (migration 210). */
  tomado_por: Generated<string | null>;
  /** The database's id in the order's marker (migration 220); null: queued before, marker [WEB-<n>]. */
  marca: Generated<string | null>;
  ultimo_error: string | null;
  creado: Timestamp;
  enviado: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** 500-staff-console.sql: the distributor's staff (modules/staff). */
export type StaffRole = 'owner' | 'sales' | 'warehouse';
export interface StaffTable {
  id: Generated<number>;
  usuario: string;
  nombre: string;
  rol: StaffRole;
  password_hash: string | null;
  totp_secret: string | null;
  totp_activo: Generated<boolean>;
  activo: Generated<boolean>;
  demo: Generated<boolean>;
  creado: Timestamp;
}
/** Staff sessions (db/staff-sessions.ts); `id` is the SHA-256 (hex) of the token. */
export interface StaffSesionesTable {
  id: string;
  staff_id: number;
  created_at: Timestamp;
  expires_at: Timestamp;
  last_seen_at: Timestamp;
}
/** One-time links to set a staff password; `id` is the SHA-256 (hex) of the token. */
export interface StaffEnlacesTable {
  id: string;
  staff_id: number;
  expira: Timestamp;
  usado: Generated<Date | null>;
}
/** Append-only record of staff changes (db/audit.ts). */
export interface AuditoriaTable {
  id: Generated<string>;
  fecha: Timestamp;
  staff_id: number | null;
  usuario: string;
  accion: string;
  entidad: string;
  entidad_id: string;
  antes: ColumnType<unknown, string | null, never>;
  despues: ColumnType<unknown, string | null, never>;
}

type Nullable<T> = Generated<T | null>;
/** 300-mail-outbox.sql: the e-mail outbox (apps/api/src/mail). */
export type MailState = 'queued' | 'sending' | 'sent' | 'failed' | 'bounced';
export interface MailOutboxTable {
  id: Generated<number>;
  kind: string;
  recipient: string;
  language: string;
  data: Json<Record<string, unknown>>;
  message_id: string;
  state: Generated<MailState>;
  tries: Generated<number>;
  next_try: Timestamp;
  lease_owner: Nullable<string>;
  lease_until: Nullable<Date>;
  last_error: Nullable<string>;
  created_at: Timestamp;
  sent_at: Nullable<Date>;
}
/** 300-mail-outbox.sql: addresses the mail server refused for good. */
export interface MailBadAddressesTable {
  address: string;
  reason: string;
  message_id: Nullable<number>;
  created_at: Timestamp;
}
/** 300-mail-outbox.sql: single-use links to set a password (mail/account-tokens.ts). */
export interface AccountTokensTable {
  id: string;
  token_hash: string;
  purpose: 'password-reset' | 'invitation';
  subject: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Nullable<Date>;
}

/** 600-customer-people.sql: the people of a customer (docs/decisions/0040-people-of-a-customer.md). */
export type PersonRole = 'administrator' | 'buyer' | 'approver' | 'viewer';
export interface CustomerPeopleTable {
  id: Generated<number>;
  customer_id: number;
  email: string;
  name: string;
  language: Generated<string>;
  role: PersonRole;
  password_hash: Nullable<string>;
  active: Generated<boolean>;
  order_limit: ColumnType<string | null, number | string | null | undefined, number | string | null>;
  month_limit: ColumnType<string | null, number | string | null | undefined, number | string | null>;
  created_at: Timestamp;
}
export interface CustomerPersonBranchesTable {
  person_id: number;
  branch_id: number;
}
export interface CustomerPeopleLogTable {
  id: Generated<string>;
  customer_id: number;
  actor_id: number | null;
  action: string;
  person_id: number | null;
  before: Json<unknown> | null;
  after: Json<unknown> | null;
  at: Timestamp;
}

export interface DB {
  customer_people: CustomerPeopleTable;
  customer_person_branches: CustomerPersonBranchesTable;
  customer_people_log: CustomerPeopleLogTable;
  staff: StaffTable;
  staff_sesiones: StaffSesionesTable;
  staff_enlaces: StaffEnlacesTable;
  auditoria: AuditoriaTable;
  mail_outbox: MailOutboxTable;
  mail_bad_addresses: MailBadAddressesTable;
  account_tokens: AccountTokensTable;
  catalogue_version: CatalogueVersionTable;
  imagenes: ImagenesTable;
  erp_estado: ErpEstadoTable;
  erp_outbox: ErpOutboxTable;
  app_settings: AppSettingsTable;
  departamentos: DepartamentosTable;
  ciudades: CiudadesTable;
  categorias: CategoriasTable;
  grupos: GruposTable;
  subgrupos: SubgruposTable;
  productos: ProductosTable;
  terceros: TercerosTable;
  tercero_sucursales: TerceroSucursalesTable;
  facturas: FacturasTable;
  recibos: RecibosTable;
  recibo_facturas: ReciboFacturasTable;
  devoluciones: DevolucionesTable;
  pedidos: PedidosTable;
  pedido_lineas: PedidoLineasTable;
  tasas: TasasTable;
  suscripciones: SuscripcionesTable;
  sesiones: SesionesTable;
  limites_peticiones: LimitesPeticionesTable;
  intentos_login: IntentosLoginTable;
}
