-- The ERP connector (modules/erp) and the catalogue import (scripts/import.ts).

-- Pictures fetched from the ERP (its /Files/Images/<name>) once and kept: the catalogue serves a stored
-- picture at /Files/Images/<name> before the generated ones.
CREATE TABLE imagenes (
  nombre     text PRIMARY KEY,
  tipo       text NOT NULL,
  datos      bytea NOT NULL,
  obtenida   timestamptz NOT NULL DEFAULT now()
);

-- The connector's state (one row): the last good sync, and the last error of a sync or a delivery.
CREATE TABLE erp_estado (
  id                 smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  ultima_sync        timestamptz,
  productos_sync     integer,
  ultimo_error       text,
  ultimo_error_fecha timestamptz
);
INSERT INTO erp_estado (id) VALUES (1);

-- Orders waiting to be written into the ERP (PedidoWebCreate / PedidoWebCreateAnonimo). One row per web
-- order, inserted in the order's own transaction. 'pendiente': to send (at next_intento); 'enviado': the ERP
-- has it (its number is on the order); 'rechazado': the ERP refused it (shortage or another refusal, kept on
-- the order). intentos > 0 means an earlier try may have reached the ERP: the next try looks it up first.
CREATE TABLE erp_outbox (
  pedido_id     integer PRIMARY KEY REFERENCES pedidos(id) ON DELETE CASCADE,
  estado        text NOT NULL DEFAULT 'pendiente' CHECK (estado IN ('pendiente', 'enviado', 'rechazado')),
  intentos      integer NOT NULL DEFAULT 0,
  proximo_intento timestamptz NOT NULL DEFAULT now(),
  -- a process holds the row while it sends it (another process skips it until then).
  tomado_hasta  timestamptz,
  ultimo_error  text,
  creado        timestamptz NOT NULL DEFAULT now(),
  enviado       timestamptz
);
CREATE INDEX erp_outbox_pendientes ON erp_outbox (proximo_intento) WHERE estado = 'pendiente';

-- What the ERP said of a web order: its own id and number, and the lines it was short of.
ALTER TABLE pedidos
  ADD COLUMN erp_pedidoid integer,
  ADD COLUMN erp_numero   integer,
  ADD COLUMN erp_faltantes jsonb;

-- A category, group or subgroup the ERP (or an imported file) no longer has is hidden from the tree, not
-- deleted (hidden products still point at it).
ALTER TABLE categorias ADD COLUMN activo boolean NOT NULL DEFAULT true;
ALTER TABLE grupos ADD COLUMN activo boolean NOT NULL DEFAULT true;
ALTER TABLE subgrupos ADD COLUMN activo boolean NOT NULL DEFAULT true;

-- Where a web order stands with the ERP (null: no ERP connected when it was taken). Kept on the order so
-- that the customer's order list (modules/documents) shows it without reading the outbox.
ALTER TABLE pedidos ADD COLUMN erp_estado text CHECK (erp_estado IN ('pendiente', 'enviado', 'rechazado'));
