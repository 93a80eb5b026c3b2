// Creates a staff account: pnpm staff:create --email clerk@college.example --role admin
// (the first administrator; everyone else is added from the office's Staff accounts page)
// The password is read from standard input (piped) or asked for without echo; never an argument.
// With the embedded database, stop the site first: only one process can open its data directory,
// and a second opener is refused with the holder's pid.
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { STAFF_ROLES } from '@college/contracts/roles';
import { loadConfig } from '../src/config/env';
import { openConfiguredDatabase } from '../src/db/open-from-config';
import { staffService } from '../src/features/staff/staff.service';
import { systemClock } from '../src/lib/clock';

const args = z
  .object({
    email: z.email('--email must be an email address'),
    // One role or several, comma-separated: --role admin,admissions
    role: z
      .string()
      .transform((r) => [...new Set(r.split(',').map((x) => x.trim()))])
      .pipe(z.array(z.enum(STAFF_ROLES, { error: `--role must be one or more of ${STAFF_ROLES.join(', ')}` })).min(1)),
    name: z.string().default(''),
  })
  .safeParse(
    parseArgs({ options: { email: { type: 'string' }, role: { type: 'string', default: 'editor' }, name: { type: 'string' } } }).values,
  );
if (!args.success) {
  process.stderr.write(
    `${args.error.issues.map((i) => i.message).join('\n')}\nUsage: pnpm staff:create --email EMAIL --role ROLE[,ROLE...] [--name NAME]\nRoles: ${STAFF_ROLES.join(', ')}\n`,
  );
  process.exit(2);
}

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    let input = '';
    for await (const chunk of process.stdin) input += String(chunk);
    return input.split(/\r?\n/)[0] ?? '';
  }
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  process.stdout.write('Password: ');
  // Hide what is typed.
  (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = () => {};
  const password = await new Promise<string>((resolve) => rl.question('', resolve));
  rl.close();
  process.stdout.write('\n');
  return password;
}

const password = await readPassword();
const config = loadConfig(process.env);
const database = await openConfiguredDatabase(config).catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
try {
  const staff = staffService({ db: database.db, clock: systemClock, totpKey: config.totpKey, secondFactor: config.staffSecondFactor });
  const user = await staff.create(args.data.email, password, args.data.role, args.data.name);
  process.stdout.write(`Created ${user.roles.join(', ')} ${user.email}\n`);
} catch (err) {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exitCode = 1;
} finally {
  await database.close();
}
