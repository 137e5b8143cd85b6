-- GetProductos_V2 orders by the price at the caller's level, coalesce(precioN, precio1), then id: one index
-- per level lets PostgreSQL read a page in that order (forwards for orden 2, backwards for orden 1)
-- instead of sorting the whole catalogue.
CREATE INDEX productos_precio1 ON productos ((coalesce(precio1, precio1)), id);
CREATE INDEX productos_precio2 ON productos ((coalesce(precio2, precio1)), id);
CREATE INDEX productos_precio3 ON productos ((coalesce(precio3, precio1)), id);
CREATE INDEX productos_precio4 ON productos ((coalesce(precio4, precio1)), id);
CREATE INDEX productos_precio5 ON productos ((coalesce(precio5, precio1)), id);
