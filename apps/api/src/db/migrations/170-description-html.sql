-- Descriptions sanitised once, when written (issue 14): `texto_html` holds `texto_adicional` as the server's
-- sanitiser (lib/sanitize-html.ts) makes it safe to render, and catalogue answers send it as it is.
-- Every writer of products (the seed, the ERP sync and the CSV import through db/catalogue-writer.ts) stores
-- both. Rows written before this migration, or by a statement that changed `texto_adicional` without it, have
-- it NULL: the server fills them when it starts (db/descriptions.ts, which also re-sanitises everything when
-- the sanitiser's output changes) and sanitises such a row on read until then, so no raw HTML is ever served.
ALTER TABLE productos ADD COLUMN texto_html text;

-- A change of the raw text that does not bring its sanitised HTML makes the stored HTML stale: drop it.
CREATE FUNCTION productos_texto_html_stale() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.texto_html := NULL;
  RETURN NEW;
END;
$$;
CREATE TRIGGER productos_texto_html_stale BEFORE UPDATE ON productos FOR EACH ROW
  WHEN (NEW.texto_adicional IS DISTINCT FROM OLD.texto_adicional
        AND NEW.texto_html IS NOT DISTINCT FROM OLD.texto_html)
  EXECUTE FUNCTION productos_texto_html_stale();

-- The rows still to sanitise (normally none): found at start-up without reading the whole table.
CREATE INDEX productos_texto_html_pending ON productos (id)
  WHERE texto_html IS NULL AND texto_adicional IS NOT NULL;
