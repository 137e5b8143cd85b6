-- Orders and printable documents (modules/orders, modules/reports): idempotency keys of the order POSTs, the tax rate of a
-- product (null: the store's default rate from the configuration).

-- One row per Idempotency-Key and scope ('tercero:<id>' for a customer, 'guest' for guests). The first
-- request inserts it and, in the same transaction as the order, stores its answer; a retry with the same
-- body gets that answer back. Rows are kept at least 24 hours (IDEMPOTENCY_KEY_HOURS), then purged.
CREATE TABLE idempotency_keys (
  scope        text NOT NULL,
  key          text NOT NULL,
  request_hash text NOT NULL,
  status_code  integer NOT NULL DEFAULT 0,
  response     jsonb,
  pedido_id    integer REFERENCES pedidos(id) ON DELETE SET NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (scope, key)
);
CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at);

ALTER TABLE productos
  ADD COLUMN impuesto_porcentaje numeric(5,2)
  CHECK (impuesto_porcentaje >= 0 AND impuesto_porcentaje <= 100);

-- Printable documents (apps/api/src/modules/reports): an invoice's lines are those of the order it was
-- made from, and a receipt lists the invoices it paid. The seed fills both for the demo history.
ALTER TABLE facturas ADD COLUMN pedido_id integer REFERENCES pedidos(id);
CREATE TABLE recibo_facturas (
  recibo_id  integer NOT NULL REFERENCES recibos(id) ON DELETE CASCADE,
  factura_id integer NOT NULL REFERENCES facturas(id),
  valor      numeric(14,2) NOT NULL,
  PRIMARY KEY (recibo_id, factura_id)
);
