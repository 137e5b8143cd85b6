-- Server-side sessions (plugins/auth.ts, db/sessions.ts): login creates a row, the bearer token and the
-- session cookie name it (the row's id is the SHA-256 of the token, so the table never holds a usable
-- token), logout deletes it. Every API process on one database sees the same sessions.
CREATE TABLE sesiones (
  id            text PRIMARY KEY,
  tercero_id    integer NOT NULL REFERENCES terceros(id) ON DELETE CASCADE,
  tercerosuc_id integer NOT NULL,
  -- 1..5: the PrecioN of the customer at login.
  precio_nivel  integer NOT NULL CHECK (precio_nivel BETWEEN 1 AND 5),
  created_at    timestamptz NOT NULL,
  expires_at    timestamptz NOT NULL,
  last_seen_at  timestamptz NOT NULL
);
CREATE INDEX sesiones_expires ON sesiones (expires_at);

-- Rate-limit counters shared by every process (db/rate-limit-store.ts): one row per route and client
-- address, counting the requests of the current window.
CREATE TABLE limites_peticiones (
  clave      text PRIMARY KEY,
  cuenta     integer NOT NULL,
  reinicio   timestamptz NOT NULL
);
CREATE INDEX limites_peticiones_reinicio ON limites_peticiones (reinicio);

-- The demo data marks itself (db/seed/seed.ts); a database seeded before this migration is marked here.
INSERT INTO app_settings (key, value)
SELECT 'demo_accounts', 'true' WHERE EXISTS (SELECT 1 FROM terceros WHERE usuario = 'demo1')
ON CONFLICT (key) DO NOTHING;
