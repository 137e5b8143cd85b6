-- A web order carries its marker in the ERP's Observacion, and a try after an unclear answer looks the order
-- up in the ERP by it. [WEB-<n>] alone is not unique: a second database against the same ERP (staging and
-- production, a database recreated) numbers its orders from the same start, and an old order of the other
-- database was taken for the new one. The marker now carries this database's own short random id, created
-- once, here: [WEB-<n>/<id>].
INSERT INTO app_settings (key, value)
VALUES ('erp_marker_id', substr(md5(gen_random_uuid()::text || clock_timestamp()::text), 1, 8))
ON CONFLICT (key) DO NOTHING;

-- The id each outbox row is sent and looked up with; NULL: queued before this migration, so it may already be
-- in the ERP as [WEB-<n>], and keeps that marker.
ALTER TABLE erp_outbox ADD COLUMN marca text;
