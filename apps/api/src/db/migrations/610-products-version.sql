-- The version of what the catalogue's products are (issue 52): names, codes, prices, tree places, facets and
-- whether they are on sale; not their stock. Facet counts (ContarFacetas) read every matching row, seconds for
-- a whole catalogue of a million products, and do not depend on stock, which every order moves (and with it
-- migrations/080's version): their answers are kept per this version (modules/catalogue/routes.ts), counted
-- again after an import, a sync or a console edit, not after every order. Raised as 080's is, one counter per
-- connection shard, by the statements that may change those columns.
ALTER TABLE catalogue_version ADD COLUMN productos bigint NOT NULL DEFAULT 0;

CREATE FUNCTION bump_catalogue_products_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalogue_version SET productos = productos + 1 WHERE shard = pg_backend_pid() % 16;
  RETURN NULL;
END;
$$;

CREATE TRIGGER productos_catalogue_products_version
  AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF codigo, referencia, nombre, categoria_id, grupo_id,
    subgrupo_id, precio1, precio2, precio3, precio4, precio5, facetas, nombre_busqueda, busqueda, activo
  ON productos FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_products_version();
