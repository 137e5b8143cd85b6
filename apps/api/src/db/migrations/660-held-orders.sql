-- Orders of a buyer above their limits wait for an approver (docs/decisions/0040-people-of-a-customer.md): a
-- held order is a request, not an order. It keeps the lines and details as asked and the total as priced
-- then, takes no stock, has no order number, and the ERP is told nothing. An approval places it through the
-- same code as any order (stock and prices of that moment) and names the order; a rejection keeps the reason.
CREATE TABLE held_orders (
  id           serial PRIMARY KEY,
  customer_id  integer NOT NULL REFERENCES terceros(id) ON DELETE CASCADE,
  -- Who asked (a buyer of the customer).
  person_id    integer NOT NULL REFERENCES customer_people(id) ON DELETE CASCADE,
  branch_id    integer NOT NULL REFERENCES tercero_sucursales(id) ON DELETE CASCADE,
  note         text NOT NULL DEFAULT '',
  -- The lines as asked: [{productId, quantity, note, color, size, unitPrice (minor units, as priced then)}].
  lines        jsonb NOT NULL,
  total        numeric(14,2) NOT NULL,
  -- Which limit it passed: the order's own, or the month's.
  held_for     text NOT NULL CHECK (held_for IN ('order', 'month')),
  state        text NOT NULL DEFAULT 'waiting' CHECK (state IN ('waiting', 'approved', 'rejected')),
  -- Who decided (null with decided_at set: the customer's own login).
  decided_by   integer REFERENCES customer_people(id) ON DELETE SET NULL,
  decided_at   timestamptz,
  reason       text,
  -- The order an approval placed, and its prices against those asked: [{productId, before, after}].
  pedido_id    integer REFERENCES pedidos(id) ON DELETE SET NULL,
  changes      jsonb,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX held_orders_customer ON held_orders (customer_id, state, id DESC);
CREATE INDEX held_orders_person ON held_orders (person_id, id DESC);
