-- The records the last good catalogue sync skipped and why (erp/sync.ts writes them with ultima_sync, in the
-- catalogue's transaction): the console's sync page lists them (modules/catalogue-desk).
ALTER TABLE erp_estado ADD COLUMN sync_omitidos jsonb;
