-- One catalogue sync at a time for the whole shop (every worker and machine on this database), and one per
-- period (modules/erp/sync-lease.ts). A process takes the sync by writing its id and a lease
-- (sync_tomada_por, sync_tomada_hasta; renewed while the sync runs, so a process that dies loses it when the
-- lease runs out), when it began (sync_iniciada), and when the next scheduled one is due (sync_siguiente: a
-- minute on, in case it dies; rewritten when it ends: ERP_SYNC_MINUTES after a good sync, NULL when that is 0,
-- a minute after a failed one). The other processes' timers find the sync taken, or not due, and skip it.
ALTER TABLE erp_estado
  ADD COLUMN sync_tomada_por text,
  ADD COLUMN sync_tomada_hasta timestamptz,
  ADD COLUMN sync_iniciada timestamptz,
  ADD COLUMN sync_siguiente timestamptz;
