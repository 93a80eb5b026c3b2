// Creates a staff account: pnpm staff:create --email clerk@college.example --role admin
// The password is read from standard input (piped) or asked for without echo; never an argument.
// With the embedded database, stop the site first: only one process can open its data directory,
// and a second opener is refused with the holder's pid.
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { STAFF_ROLES } from '@college/contracts/endpoints/staff';
import { loadConfig } from '../src/config/env';
import { openConfiguredDatabase } from '../src/db/open-from-config';
import { staffService } from '../src/features/staff/staff.service';
import { systemClock } from '../src/lib/clock';

const args = z
  .object({ email: z.email('--email must be an email address'), role: z.enum(STAFF_ROLES, { error: '--role must be admin or editor' }) })
  .safeParse(parseArgs({ options: { email: { type: 'string' }, role: { type: 'string', default: 'editor' } } }).values);
if (!args.success) {
  process.stderr.write(
    `${args.error.issues.map((i) => i.message).join('\n')}\nUsage: pnpm staff:create --email EMAIL --role admin|editor\n`,
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
  const user = await staffService({ db: database.db, clock: systemClock }).create(args.data.email, password, args.data.role);
  process.stdout.write(`Created ${user.role} ${user.email}\n`);
} catch (err) {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exitCode = 1;
} finally {
  await database.close();
}
