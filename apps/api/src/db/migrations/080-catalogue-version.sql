-- The catalogue version (modules/catalogue/cache.ts): one number, raised in the same transaction by every
-- statement that changes a product (price, tier, stock: an order, the ERP sync, an import) or the
-- category tree. Every server process sharing the database reads it (one indexed row) before answering a
-- catalogue page from its cache, so no cached answer outlives the commit that changed its rows.
-- The number is the sum of 16 counters; a writer raises the one of its connection (backend pid % 16), so
-- concurrent orders on other connections do not queue on one row lock until they commit.
CREATE TABLE catalogue_version (
  shard   smallint PRIMARY KEY CHECK (shard BETWEEN 0 AND 15),
  version bigint   NOT NULL
);
INSERT INTO catalogue_version (shard, version) SELECT s, 0 FROM generate_series(0, 15) AS s;

CREATE FUNCTION bump_catalogue_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalogue_version SET version = version + 1 WHERE shard = pg_backend_pid() % 16;
  RETURN NULL;
END;
$$;

CREATE TRIGGER productos_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON productos
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
CREATE TRIGGER categorias_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categorias
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
CREATE TRIGGER grupos_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON grupos
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
CREATE TRIGGER subgrupos_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON subgrupos
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
