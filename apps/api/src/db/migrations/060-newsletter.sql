-- Newsletter subscriptions (modules/newsletter): one row per address, kept lower-cased so that the same
-- address typed twice is one subscriber; the language is the one the visitor used the shop in.
CREATE TABLE suscripciones (
  email      text PRIMARY KEY CHECK (email = lower(email)),
  idioma     text NOT NULL CHECK (idioma IN ('en', 'fn', 'de', 'es')),
  created_at timestamptz NOT NULL DEFAULT now()
);
