-- Text search (nombreFull, descripcion) is LIKE '%word%' on the lower-case accent-free columns. On a
-- PostgreSQL server with pg_trgm, trigram indexes answer it without scanning the catalogue. PGlite (and a
-- server where the extension cannot be created) skips them: the search still works, by scanning.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm is not available: text search scans the catalogue';
END $$;

DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX productos_busqueda_trgm ON productos USING gin (busqueda gin_trgm_ops);
    CREATE INDEX productos_nombre_busqueda_trgm ON productos USING gin (nombre_busqueda gin_trgm_ops);
  END IF;
END $$;
