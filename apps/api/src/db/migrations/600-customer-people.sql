-- The people of a customer (docs/decisions/0040-people-of-a-customer.md): beside the customer's own login, which
-- is the company's administrator, each person has a login (the e-mail), a password (none until the invitation's
-- link is used), a language and a role; a buyer orders for the branches given and within its limits.
CREATE TABLE customer_people (
  id             serial PRIMARY KEY,
  customer_id    integer NOT NULL REFERENCES terceros(id) ON DELETE CASCADE,
  email          text NOT NULL,
  name           text NOT NULL,
  language       text NOT NULL DEFAULT 'es' CHECK (language IN ('en', 'es', 'fn', 'de')),
  role           text NOT NULL CHECK (role IN ('administrator', 'buyer', 'approver', 'viewer')),
  password_hash  text,
  active         boolean NOT NULL DEFAULT true,
  -- Limits of a buyer, in the shop's currency (null: none): per order, and per calendar month.
  order_limit    numeric(14,2) CHECK (order_limit >= 0),
  month_limit    numeric(14,2) CHECK (month_limit >= 0),
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX customer_people_email ON customer_people (lower(email));
CREATE INDEX customer_people_customer ON customer_people (customer_id);

-- The branches a buyer orders for.
CREATE TABLE customer_person_branches (
  person_id  integer NOT NULL REFERENCES customer_people(id) ON DELETE CASCADE,
  branch_id  integer NOT NULL REFERENCES tercero_sucursales(id) ON DELETE CASCADE,
  PRIMARY KEY (person_id, branch_id)
);

-- Who did what in a company: each change to people or limits, with the person who made it (null: the
-- customer's own login), before and after. Only ever inserted.
CREATE TABLE customer_people_log (
  id           bigserial PRIMARY KEY,
  customer_id  integer NOT NULL REFERENCES terceros(id) ON DELETE CASCADE,
  actor_id     integer REFERENCES customer_people(id) ON DELETE SET NULL,
  action       text NOT NULL,
  person_id    integer,
  before       jsonb,
  after        jsonb,
  at           timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX customer_people_log_customer ON customer_people_log (customer_id, at DESC);

-- A session names the person too (null: the customer's own login); a removed person's sessions go with it.
ALTER TABLE sesiones ADD COLUMN persona_id integer REFERENCES customer_people(id) ON DELETE CASCADE;
-- Who placed an order (null: the customer's own login, a guest, or an order of the ERP).
ALTER TABLE pedidos ADD COLUMN persona_id integer REFERENCES customer_people(id) ON DELETE SET NULL;
