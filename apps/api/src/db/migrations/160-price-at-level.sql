-- The price at a customer's level, in one place for SQL: that level's price when above 0, else the list price
-- (precio1) when above 0, else NULL (the product cannot be sold at that level). packages/domain's
-- `priceAtLevel` is the same rule in TypeScript (orders, quick order, reorder, saved lists); a test
-- (modules/catalogue/price-at-level.test.ts) runs both over every case. Until now the catalogue read
-- coalesce(precioN, precio1), which showed a level price of 0 as 0 while an order refused it.
-- An SQL function the planner inlines, so the covering indexes of migrations/002, rebuilt here on it, still
-- answer the catalogue's page of ids in price order.
CREATE FUNCTION price_at_level(level_price numeric, list_price numeric) RETURNS numeric
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT CASE WHEN level_price > 0 THEN level_price WHEN list_price > 0 THEN list_price END $$;

DROP INDEX productos_activos_precio1;
DROP INDEX productos_activos_precio2;
DROP INDEX productos_activos_precio3;
DROP INDEX productos_activos_precio4;
DROP INDEX productos_activos_precio5;
CREATE INDEX productos_activos_precio1 ON productos ((price_at_level(precio1, precio1)), id) INCLUDE (precio1) WHERE activo;
CREATE INDEX productos_activos_precio2 ON productos ((price_at_level(precio2, precio1)), id) INCLUDE (precio2, precio1) WHERE activo;
CREATE INDEX productos_activos_precio3 ON productos ((price_at_level(precio3, precio1)), id) INCLUDE (precio3, precio1) WHERE activo;
CREATE INDEX productos_activos_precio4 ON productos ((price_at_level(precio4, precio1)), id) INCLUDE (precio4, precio1) WHERE activo;
CREATE INDEX productos_activos_precio5 ON productos ((price_at_level(precio5, precio1)), id) INCLUDE (precio5, precio1) WHERE activo;
