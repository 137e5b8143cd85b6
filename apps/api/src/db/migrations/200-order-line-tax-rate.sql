-- An order line keeps the tax rate it was priced with (its product's, or the shop's default then): the order
-- sent to the ERP carries it (Impuesto_porc). It was rebuilt from the line's tax, rounded to the cent, so a
-- $10.50 line at 19% (taxed $2.00) went out at 19.05%. Lines taken before this keep that reading.
ALTER TABLE pedido_lineas ADD COLUMN impuesto_porcentaje numeric(5,2);
UPDATE pedido_lineas
   SET impuesto_porcentaje = CASE WHEN subtotal > 0 THEN round(impuesto / subtotal * 100, 2) ELSE 0 END;
ALTER TABLE pedido_lineas ALTER COLUMN impuesto_porcentaje SET NOT NULL;
ALTER TABLE pedido_lineas
  ADD CONSTRAINT pedido_lineas_impuesto_porcentaje_check
  CHECK (impuesto_porcentaje >= 0 AND impuesto_porcentaje <= 100);
