-- Saved lists (modules/saved-lists): a customer saves its cart under a name and loads it again later, from any
-- browser. A list belongs to one customer; saving under a name it already has replaces that list's lines.
CREATE TABLE listas_guardadas (
  id          serial PRIMARY KEY,
  tercero_id  integer NOT NULL REFERENCES terceros(id),
  nombre      text NOT NULL CHECK (length(nombre) BETWEEN 1 AND 80),
  actualizada timestamptz NOT NULL DEFAULT now(),
  UNIQUE (tercero_id, nombre)
);
CREATE TABLE lista_lineas (
  lista_id    integer NOT NULL REFERENCES listas_guardadas(id) ON DELETE CASCADE,
  posicion    integer NOT NULL,
  producto_id integer NOT NULL REFERENCES productos(id),
  cantidad    integer NOT NULL CHECK (cantidad BETWEEN 1 AND 100000),
  PRIMARY KEY (lista_id, posicion)
);
