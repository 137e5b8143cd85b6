-- Which process holds an outbox row (a random id per claim): a process re-checks, and extends, its lease on a
-- row right before it sends the order, and skips the row when another process has claimed it since.
ALTER TABLE erp_outbox ADD COLUMN tomado_por text;
