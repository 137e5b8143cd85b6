-- A stored picture (imagenes, fetched from the ERP by the catalogue sync) is part of the catalogue: its
-- change raises the catalogue version too, so a picture answer kept by a server process (modules/catalogue,
-- pictureRoutes) is never older than the commit that stored the picture.
CREATE TRIGGER imagenes_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON imagenes
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
