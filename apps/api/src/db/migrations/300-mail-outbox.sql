-- Messages out (apps/api/src/mail): each e-mail is a row written in the same transaction as what caused it
-- (an order placed, a state changed, an invitation, a reset), sent by the mail worker. kind and data are what
-- the message says (rendered at send time, in `language`); message_id is its stable Message-ID (the same on
-- every try). state: queued (to send at next_try), sending (a process holds it until lease_until), sent,
-- failed (given up, or a try that may have arrived: decisions/0038), bounced (the server refused the address).
CREATE TABLE mail_outbox (
  id           serial PRIMARY KEY,
  kind         text NOT NULL,
  recipient    text NOT NULL,
  language     text NOT NULL CHECK (language IN ('en', 'es', 'fn', 'de')),
  data         jsonb NOT NULL,
  message_id   text NOT NULL UNIQUE,
  state        text NOT NULL DEFAULT 'queued'
               CHECK (state IN ('queued', 'sending', 'sent', 'failed', 'bounced')),
  tries        integer NOT NULL DEFAULT 0,
  next_try     timestamptz NOT NULL DEFAULT now(),
  lease_owner  text,
  lease_until  timestamptz,
  last_error   text,
  created_at   timestamptz NOT NULL DEFAULT now(),
  sent_at      timestamptz
);
CREATE INDEX mail_outbox_due ON mail_outbox (next_try) WHERE state = 'queued';
CREATE INDEX mail_outbox_sending ON mail_outbox (lease_until) WHERE state = 'sending';

-- Addresses the mail server refused for good (a 5xx to RCPT TO): nothing more is sent to them until the
-- console forgets one (mail/bad-addresses.ts). Kept in lower case.
CREATE TABLE mail_bad_addresses (
  address     text PRIMARY KEY,
  reason      text NOT NULL,
  message_id  integer REFERENCES mail_outbox(id) ON DELETE SET NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);

-- Single-use links that let a person set a password (a customer's reset; a staff invitation or reset): the
-- link's token is an HMAC of `id` under the server's secret (mail/account-tokens.ts), so neither this table
-- nor the outbox holds a usable token; token_hash (SHA-256 of the token) finds the row. subject names whose
-- password it sets: 'customer:<terceroid>' or 'staff:<id>'.
CREATE TABLE account_tokens (
  id          text PRIMARY KEY,
  token_hash  text NOT NULL UNIQUE,
  purpose     text NOT NULL CHECK (purpose IN ('password-reset', 'invitation')),
  subject     text NOT NULL,
  created_at  timestamptz NOT NULL,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);
CREATE INDEX account_tokens_subject ON account_tokens (subject, purpose);
