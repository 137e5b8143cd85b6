// The branch a session starts on, as SQL over the aliases `t` (terceros) and `p` (customer_people): one
// reading for the login (modules/auth) and for the password links that log in (modules/password).
import { sql } from 'kysely';

/** Customer `t`'s main branch, else its first; null when it has none. */
export const mainBranchId = sql<number | null>`(SELECT s.id FROM tercero_sucursales s
  WHERE s.tercero_id = t.id ORDER BY s.principal DESC, s.id LIMIT 1)`;

/** Person `p`'s first branch given, else customer `t`'s main one; null when it has none. */
export const personBranchId = sql<number | null>`(SELECT s.id FROM tercero_sucursales s
  LEFT JOIN customer_person_branches b ON b.branch_id = s.id AND b.person_id = p.id
  WHERE s.tercero_id = t.id
  ORDER BY (b.person_id IS NOT NULL) DESC, s.principal DESC, s.id LIMIT 1)`;
