-- Facets (issue 52): what a product is, as the catalogue's filters read it. `facetas` holds each facet's
-- values, `{"marca": ["Andino"], "color": ["red", "blue"], "talla": ["s", "m"], "Viscosidad": ["5W-30"]}`,
-- written with the product (db/catalogue-writer.ts, lib/facets.ts). A filter is containment (`@>`), which the
-- GIN index answers; the counts read the matching rows' values.
ALTER TABLE productos ADD COLUMN facetas jsonb NOT NULL DEFAULT '{}'::jsonb;
CREATE INDEX productos_facetas ON productos USING gin (facetas jsonb_path_ops);

-- Products already stored: their colours and sizes from their variations (brands and attributes arrive with
-- the next sync or import).
UPDATE productos AS p SET facetas = jsonb_strip_nulls(jsonb_build_object(
  'color', (SELECT jsonb_agg(DISTINCT v->>'color') FROM jsonb_array_elements(p.demo->'variation') AS v
            WHERE coalesce(v->>'color', '') <> ''),
  'talla', (SELECT jsonb_agg(DISTINCT s->>'name')
            FROM jsonb_array_elements(p.demo->'variation') AS v,
              jsonb_array_elements(CASE WHEN jsonb_typeof(v->'size') = 'array' THEN v->'size' ELSE '[]' END) AS s
            WHERE coalesce(s->>'name', '') <> '')))
WHERE jsonb_typeof(p.demo->'variation') = 'array';
