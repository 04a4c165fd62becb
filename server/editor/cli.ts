import { readConfig, rootDir } from '../config';
import { openDatabase } from '../db/client';
import { loadPageFiles } from '../pages/page-store';
import { exportPages, importPages } from './exchange';
import { rolesBody, setRoles } from './roles';

/**
 * `npm run pages:import [-- --publish]`, `npm run pages:export`, `npm run users:role -- <email> editor|publisher|admin|none
 * [--sites semana,soho] [--allow-unverified]`. With the server running on PGlite, stop it first (one process per
 * data folder); on PostgreSQL (DATABASE_URL) they run beside it.
 */
const [command, ...args] = process.argv.slice(2);
const config = readConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
let code = 0;
try {
  if (command === 'import') {
    const report = await importPages(database.db, loadPageFiles(), { publish: args.includes('--publish') });
    console.log(`${report.added.length} added, ${report.updated.length} updated, ${report.unchanged.length} unchanged`);
    for (const c of report.conflicts) console.error(`conflict: ${c.file}: ${c.reason} (not imported)`);
    for (const r of report.refused) console.error(`refused: ${r.file}: ${r.reason} (not imported)`);
    if (report.conflicts.length || report.refused.length) code = 1;
  } else if (command === 'export') {
    const { written, removed } = await exportPages(database.db, rootDir);
    for (const f of written) console.log(`written page-configs/${f}`);
    for (const f of removed) console.log(`removed page-configs/${f}`);
    console.log(`${written.length} written, ${removed.length} removed`);
  } else if (command === 'role') {
    const [email, role] = args;
    const sites = args.find((a) => a.startsWith('--sites='))?.slice(8) ?? args[args.indexOf('--sites') + 1];
    const body = rolesBody.parse({
      roles: role === 'none' ? [] : [role],
      sites: args.some((a) => a.startsWith('--sites')) ? sites?.split(',') : undefined,
      allowUnverified: args.includes('--allow-unverified'),
    });
    const result = await setRoles(database.db, email ?? '', body, 'cli');
    if (result.ok)
      console.log(
        `${result.email}: ${result.roles.join(', ') || 'no role'} (${result.sites?.join(', ') ?? 'all sites'})`,
      );
    else {
      console.error(
        result.reason === 'unknown' ? `no account for ${email}` : `${email} is not verified (add --allow-unverified)`,
      );
      code = 1;
    }
  } else {
    console.error(
      'usage: cli.ts import [--publish] | export | role <email> editor|publisher|admin|none [--sites a,b] [--allow-unverified]',
    );
    code = 2;
  }
} finally {
  await database.close();
}
process.exit(code);
