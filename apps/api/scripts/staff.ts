// npm run staff -w @mostrador/api -- add <user> --role owner|sales|warehouse [--name "Full name"]
// Creates a staff account of the console (the first owner, say) on the database of DATABASE_URL (or
// DATA_DIR), migrating it first, and prints a one-time link to set its password (single use, valid 72 hours)
// at PUBLIC_URL (else http://localhost:PORT). There is no default staff password outside the demo.
import { parseArgs } from 'node:util';
import { inviteBody } from '@mostrador/contract/console';
import { loadConfigOrExit } from '../src/config/env';
import { openDatabaseOrExit } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { createStaffRepository } from '../src/modules/staff/repository';
import { passwordLink } from '../src/modules/staff/routes';
import { createStaffService } from '../src/modules/staff/service';

const USAGE =
  'usage: npm run staff -w @mostrador/api -- add <user> --role owner|sales|warehouse [--name "Full name"]';
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { role: { type: 'string' }, name: { type: 'string' } },
});
const [command, user] = positionals;
const body = inviteBody.safeParse({ user, name: values.name ?? user, role: values.role });
if (command !== 'add' || !body.success) {
  console.error(body.success ? USAGE : `${body.error.issues.map((i) => i.message).join('; ')}\n${USAGE}`);
  process.exit(2);
}

const config = loadConfigOrExit();
const database = await openDatabaseOrExit(config);
try {
  await migrate(database);
  const service = createStaffService(
    createStaffRepository(database.db),
    database.db,
    () => new Date(),
    config.env === 'production',
  );
  const link = await service.invite(null, body.data);
  const origin = config.publicUrl ?? `http://localhost:${config.port}`;
  console.log(`staff account ${body.data.user} (${body.data.role}) created.`);
  console.log(`Open this link to set its password (single use, valid until ${link.expires.toISOString()}):`);
  console.log(passwordLink(origin, link.token));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  await database.close();
}
