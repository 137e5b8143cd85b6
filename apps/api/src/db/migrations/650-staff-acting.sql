-- Staff acting for a customer (docs/decisions/0041-staff-acting-for-a-customer.md): a customer session opened
-- from the console names the staff member and their session; it ends with that session.
ALTER TABLE sesiones ADD COLUMN staff_id integer REFERENCES staff(id) ON DELETE CASCADE;
ALTER TABLE sesiones ADD COLUMN staff_sesion_id text REFERENCES staff_sesiones(id) ON DELETE CASCADE;
CREATE INDEX sesiones_staff_sesion ON sesiones (staff_sesion_id) WHERE staff_sesion_id IS NOT NULL;
-- Who of the staff placed an order acting for its customer (null: the customer, a guest, or the ERP).
ALTER TABLE pedidos ADD COLUMN staff_id integer REFERENCES staff(id) ON DELETE SET NULL;
