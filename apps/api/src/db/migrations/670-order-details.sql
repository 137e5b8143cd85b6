-- The purchase order's details of an order (issue 51): the buyer's purchase-order number, the requested
-- delivery date and the delivery method (its name as offered then: DELIVERY_METHODS may change later).
ALTER TABLE pedidos ADD COLUMN orden_compra text NOT NULL DEFAULT '';
ALTER TABLE pedidos ADD COLUMN fecha_entrega date;
ALTER TABLE pedidos ADD COLUMN metodo_entrega text NOT NULL DEFAULT '';
-- A customer whose accounts payable refuse an invoice without a purchase-order number: its orders need one
-- (set by the customer's administrator or by staff).
ALTER TABLE terceros ADD COLUMN orden_compra_obligatoria boolean NOT NULL DEFAULT false;
-- A held order (660-held-orders.sql) keeps them too, as checked when asked: its approval places the order with
-- them ({purchaseOrder, deliveryDate, deliveryMethod}; null: none).
ALTER TABLE held_orders ADD COLUMN details jsonb;
