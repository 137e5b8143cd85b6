-- The catalogue, customers and their documents, places, exchange rates and settings.
-- Amounts are numeric(14,2) in the currency's major unit; the repositories convert them to integer
-- minor units (Minor) at the seam.

CREATE TABLE app_settings (
  key   text PRIMARY KEY,
  value text NOT NULL
);

-- Places (DANE codes as text: '05' Antioquia, '05001' Medellín).
CREATE TABLE departamentos (
  id     text PRIMARY KEY,
  nombre text NOT NULL
);
CREATE TABLE ciudades (
  id              text PRIMARY KEY,
  departamento_id text NOT NULL REFERENCES departamentos(id),
  nombre          text NOT NULL
);
CREATE INDEX ciudades_departamento ON ciudades (departamento_id, nombre);

-- Catalogue tree: categoria -> grupo -> subgrupo.
CREATE TABLE categorias (
  id     integer PRIMARY KEY,
  nombre text NOT NULL,
  orden  integer NOT NULL DEFAULT 0
);
CREATE TABLE grupos (
  id           integer PRIMARY KEY,
  categoria_id integer NOT NULL REFERENCES categorias(id),
  nombre       text NOT NULL
);
CREATE INDEX grupos_categoria ON grupos (categoria_id);
CREATE TABLE subgrupos (
  id       integer PRIMARY KEY,
  grupo_id integer NOT NULL REFERENCES grupos(id),
  nombre   text NOT NULL
);
CREATE INDEX subgrupos_grupo ON subgrupos (grupo_id);

CREATE TABLE productos (
  id              integer PRIMARY KEY,
  codigo          text NOT NULL UNIQUE,
  referencia      text NOT NULL,
  nombre          text NOT NULL,
  categoria_id    integer NOT NULL REFERENCES categorias(id),
  grupo_id        integer NOT NULL REFERENCES grupos(id),
  subgrupo_id     integer NOT NULL REFERENCES subgrupos(id),
  precio1         numeric(14,2),
  precio2         numeric(14,2),
  precio3         numeric(14,2),
  precio4         numeric(14,2),
  precio5         numeric(14,2),
  escala_aplica   boolean NOT NULL DEFAULT false,
  -- JSON text [{Desde, Hasta, PrecioNivel}], as the ERP sends it.
  escala          text,
  disponible      integer NOT NULL DEFAULT 0 CHECK (disponible >= 0),
  -- image file names served under /apiGold/img/ (empty: the placeholder).
  imagenes        jsonb NOT NULL DEFAULT '[]'::jsonb,
  texto_adicional text,
  dimensiones     text,
  -- optional demo fields of the specification (discount, offerEnd, new, rating, variation, ...).
  demo            jsonb,
  -- lower-case, accent-free copies for search ("cafe" finds "Café"): PGlite has no unaccent.
  nombre_busqueda text NOT NULL,
  busqueda        text NOT NULL,
  activo          boolean NOT NULL DEFAULT true
);
CREATE INDEX productos_categoria ON productos (categoria_id, codigo);
CREATE INDEX productos_grupo ON productos (grupo_id, codigo);
CREATE INDEX productos_subgrupo ON productos (subgrupo_id, codigo);

-- Customers (terceros), their logins and branches.
CREATE TABLE terceros (
  id            integer PRIMARY KEY,
  usuario       text UNIQUE,
  password_hash text,
  nombre        text NOT NULL,
  nit           text NOT NULL,
  dv            text NOT NULL,
  telefono      text NOT NULL,
  -- 1..5: the PrecioN the customer buys at.
  precio_nivel  smallint NOT NULL CHECK (precio_nivel BETWEEN 1 AND 5)
);
CREATE TABLE tercero_sucursales (
  id           integer PRIMARY KEY,
  tercero_id   integer NOT NULL REFERENCES terceros(id),
  nombre       text NOT NULL,
  direccion    text NOT NULL,
  ciudad_id    text NOT NULL REFERENCES ciudades(id),
  correo       text NOT NULL,
  principal    boolean NOT NULL DEFAULT false
);
CREATE INDEX tercero_sucursales_tercero ON tercero_sucursales (tercero_id);

-- Documents of the ERP.
CREATE TABLE facturas (
  id          integer PRIMARY KEY,
  tercero_id  integer NOT NULL REFERENCES terceros(id),
  sucursal_id integer NOT NULL REFERENCES tercero_sucursales(id),
  prefijo     text NOT NULL,
  numero      integer NOT NULL,
  fecha       date NOT NULL,
  items       integer NOT NULL,
  cantidad    numeric(14,2) NOT NULL,
  subtotal    numeric(14,2) NOT NULL,
  impuesto    numeric(14,2) NOT NULL,
  total       numeric(14,2) NOT NULL,
  saldo       numeric(14,2) NOT NULL,
  UNIQUE (prefijo, numero)
);
CREATE INDEX facturas_tercero ON facturas (tercero_id, fecha DESC, id DESC);

CREATE TABLE recibos (
  id         integer PRIMARY KEY,
  tercero_id integer NOT NULL REFERENCES terceros(id),
  documento  text NOT NULL UNIQUE,
  fecha      date NOT NULL,
  registros  integer NOT NULL,
  valor      numeric(14,2) NOT NULL,
  neto       numeric(14,2) NOT NULL
);
CREATE INDEX recibos_tercero ON recibos (tercero_id, fecha DESC, id DESC);

CREATE TABLE devoluciones (
  id         integer PRIMARY KEY,
  tercero_id integer NOT NULL REFERENCES terceros(id),
  fecha      date NOT NULL,
  total      numeric(14,2) NOT NULL
);
CREATE INDEX devoluciones_tercero ON devoluciones (tercero_id);

-- Orders: the ERP's (origen 'erp') and the web shop's (origen 'web', created by the orders module).
CREATE SEQUENCE pedidos_id_seq START 100000;
CREATE SEQUENCE pedidos_web_numero_seq START 1;
CREATE TABLE pedidos (
  id              integer PRIMARY KEY DEFAULT nextval('pedidos_id_seq'),
  -- null for a guest's order (its contact data is in `invitado`).
  tercero_id      integer REFERENCES terceros(id),
  sucursal_id     integer REFERENCES tercero_sucursales(id),
  origen          text NOT NULL DEFAULT 'erp' CHECK (origen IN ('erp', 'web')),
  prefijo         text NOT NULL,
  numero          integer NOT NULL,
  fecha           timestamptz NOT NULL DEFAULT now(),
  estado          text NOT NULL DEFAULT 'pendiente'
                  CHECK (estado IN ('pendiente', 'aprobado', 'despachado', 'facturado', 'anulado')),
  observacion     text NOT NULL DEFAULT '',
  vlrbruto        numeric(14,2) NOT NULL,
  impuesto        numeric(14,2) NOT NULL,
  total           numeric(14,2) NOT NULL,
  -- guest orders: {Nit, Tercero, Telefono1, Direccion, Email, Ciudad, Departamento}.
  invitado        jsonb,
  idempotency_key text UNIQUE,
  creado          timestamptz NOT NULL DEFAULT now(),
  UNIQUE (prefijo, numero)
);
CREATE INDEX pedidos_tercero ON pedidos (tercero_id, fecha DESC, id DESC);

CREATE TABLE pedido_lineas (
  id          serial PRIMARY KEY,
  pedido_id   integer NOT NULL REFERENCES pedidos(id) ON DELETE CASCADE,
  producto_id integer NOT NULL REFERENCES productos(id),
  cantidad    integer NOT NULL CHECK (cantidad > 0),
  precio      numeric(14,2) NOT NULL,
  subtotal    numeric(14,2) NOT NULL,
  impuesto    numeric(14,2) NOT NULL DEFAULT 0,
  observacion text NOT NULL DEFAULT ''
);
CREATE INDEX pedido_lineas_pedido ON pedido_lineas (pedido_id);

-- The last exchange rates a provider gave, per base currency.
CREATE TABLE tasas (
  base     text PRIMARY KEY,
  fecha    date NOT NULL,
  rates    jsonb NOT NULL,
  obtenido timestamptz NOT NULL DEFAULT now()
);
