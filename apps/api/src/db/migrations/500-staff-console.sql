-- The staff console (modules/staff, modules/audit, modules/order-desk): the distributor's own people, apart
-- from customers, with their own sessions, one-time links and an audit log nobody can edit.

-- Staff accounts. A new account has no password until its one-time link is used; TOTP is on once its first
-- code has been checked (totp_secret alone is a set-up not yet confirmed). `demo`: the demo's account,
-- dropped with the demo customers (db/demo-accounts.ts).
CREATE TABLE staff (
  id             serial PRIMARY KEY,
  usuario        text NOT NULL,
  nombre         text NOT NULL,
  rol            text NOT NULL CHECK (rol IN ('owner', 'sales', 'warehouse')),
  password_hash  text,
  totp_secret    text,
  totp_activo    boolean NOT NULL DEFAULT false,
  activo         boolean NOT NULL DEFAULT true,
  demo           boolean NOT NULL DEFAULT false,
  creado         timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX staff_usuario ON staff (lower(usuario));

-- Staff sessions, as db/sessions.ts keeps the customers': the SHA-256 of the token, never the token.
CREATE TABLE staff_sesiones (
  id            text PRIMARY KEY,
  staff_id      integer NOT NULL REFERENCES staff(id) ON DELETE CASCADE,
  created_at    timestamptz NOT NULL,
  expires_at    timestamptz NOT NULL,
  last_seen_at  timestamptz NOT NULL
);
CREATE INDEX staff_sesiones_expira ON staff_sesiones (expires_at);

-- One-time links to set a password (an invitation or a reset): the SHA-256 of the token, single use, 72 h.
CREATE TABLE staff_enlaces (
  id          text PRIMARY KEY,
  staff_id    integer NOT NULL REFERENCES staff(id) ON DELETE CASCADE,
  expira      timestamptz NOT NULL,
  usado       timestamptz
);

-- Every change made by staff: who, when, what, before and after. Rows are only ever inserted: a trigger
-- refuses any UPDATE or DELETE (and TRUNCATE), whoever asks.
CREATE TABLE auditoria (
  id         bigserial PRIMARY KEY,
  fecha      timestamptz NOT NULL DEFAULT now(),
  staff_id   integer,
  usuario    text NOT NULL,
  accion     text NOT NULL,
  entidad    text NOT NULL,
  entidad_id text NOT NULL,
  antes      jsonb,
  despues    jsonb
);
CREATE INDEX auditoria_fecha ON auditoria (fecha DESC, id DESC);
CREATE FUNCTION auditoria_inmutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'auditoria is append-only';
END $$;
CREATE TRIGGER auditoria_sin_cambios BEFORE UPDATE OR DELETE ON auditoria
  FOR EACH ROW EXECUTE FUNCTION auditoria_inmutable();
CREATE TRIGGER auditoria_sin_vaciar BEFORE TRUNCATE ON auditoria
  FOR EACH STATEMENT EXECUTE FUNCTION auditoria_inmutable();

-- Orders: delivered is the last state of a filled order; a cancellation keeps its reason. The inbox lists web
-- orders newest first, by state.
ALTER TABLE pedidos DROP CONSTRAINT IF EXISTS pedidos_estado_check;
ALTER TABLE pedidos ADD CONSTRAINT pedidos_estado_check
  CHECK (estado IN ('pendiente', 'aprobado', 'despachado', 'entregado', 'facturado', 'anulado'));
ALTER TABLE pedidos ADD COLUMN motivo_anulacion text;
CREATE INDEX pedidos_web_recientes ON pedidos (fecha DESC, id DESC) WHERE origen = 'web';
CREATE INDEX pedidos_web_estado ON pedidos (estado, fecha DESC, id DESC) WHERE origen = 'web';
