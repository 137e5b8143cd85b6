-- Which work the ERP connector's last error came from: 'sync' (a catalogue sync) or 'envio' (the delivery of
-- orders). A later success of the same work clears the error (modules/erp/connector.ts), so /health's
-- UltimoError is what is wrong now, not a failure the ERP has since recovered from. An error recorded before
-- this migration (no origin) is cleared by either.
ALTER TABLE erp_estado
  ADD COLUMN ultimo_error_origen text CHECK (ultimo_error_origen IN ('sync', 'envio'));
