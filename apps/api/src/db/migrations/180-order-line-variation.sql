-- An order line of a product with colours and sizes keeps the colour and size it took stock from (the shop's
-- own keys Color and Talla on PedidoWebCreate's Detalles); '' for a line of a whole product.
ALTER TABLE pedido_lineas ADD COLUMN color text NOT NULL DEFAULT '';
ALTER TABLE pedido_lineas ADD COLUMN talla text NOT NULL DEFAULT '';
