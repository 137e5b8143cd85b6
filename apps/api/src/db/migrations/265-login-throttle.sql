-- Failed logins by user name (modules/auth/throttle.ts), shared by every process on the database: past a few
-- failures each further attempt on the name waits a growing delay. One row per name as typed (trimmed, in
-- lower case), names no account has too, so the delay does not tell which accounts exist. A success deletes
-- the row; a row whose last failure is an hour old starts over.
CREATE TABLE intentos_login (
  usuario       text PRIMARY KEY,
  fallos        integer NOT NULL,
  ultimo        timestamptz NOT NULL,
  espera_hasta  timestamptz
);
CREATE INDEX intentos_login_ultimo ON intentos_login (ultimo);
