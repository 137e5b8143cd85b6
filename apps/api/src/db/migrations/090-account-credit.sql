-- The customer's account (modules/account): a payment term per invoice (its due date is fecha + plazo_dias),
-- a credit limit per customer (null: no limit) and whether the shop must refuse an order that passes the
-- credit left or comes while invoices are overdue (false: the checkout only warns).
ALTER TABLE facturas
  ADD COLUMN plazo_dias integer NOT NULL DEFAULT 30 CHECK (plazo_dias BETWEEN 0 AND 365);
ALTER TABLE terceros
  ADD COLUMN cupo_credito numeric(14,2) CHECK (cupo_credito >= 0),
  ADD COLUMN bloqueo_credito boolean NOT NULL DEFAULT false;
