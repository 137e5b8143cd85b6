-- A saved list's line of a product with colours and sizes keeps its colour and size, as an order line does
-- (180-order-line-variation.sql): loading the list puts that size in the cart. '' for a whole product, and for
-- the lines of lists saved before (those go into the cart from the product's page).
ALTER TABLE lista_lineas ADD COLUMN color text NOT NULL DEFAULT '';
ALTER TABLE lista_lineas ADD COLUMN talla text NOT NULL DEFAULT '';
