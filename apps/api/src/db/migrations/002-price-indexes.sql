-- GetProductos_V2 reads a page's ids first (modules/catalogue/repository.ts): these partial covering
-- indexes answer that in the three orders without reading the table — by code, and by the price at each
-- level, coalesce(precioN, precio1), then id (forwards for orden 2, backwards for orden 1).
CREATE INDEX productos_activos_codigo ON productos (codigo) INCLUDE (id) WHERE activo;
CREATE INDEX productos_activos_precio1 ON productos ((coalesce(precio1, precio1)), id) INCLUDE (precio1) WHERE activo;
CREATE INDEX productos_activos_precio2 ON productos ((coalesce(precio2, precio1)), id) INCLUDE (precio2, precio1) WHERE activo;
CREATE INDEX productos_activos_precio3 ON productos ((coalesce(precio3, precio1)), id) INCLUDE (precio3, precio1) WHERE activo;
CREATE INDEX productos_activos_precio4 ON productos ((coalesce(precio4, precio1)), id) INCLUDE (precio4, precio1) WHERE activo;
CREATE INDEX productos_activos_precio5 ON productos ((coalesce(precio5, precio1)), id) INCLUDE (precio5, precio1) WHERE activo;
