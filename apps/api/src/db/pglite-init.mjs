// Creates a new embedded database's files (PostgreSQL's initdb) in a process of its own:
// node pglite-init.mjs DATA_DIR START_PARAMS_JSON. initdb runs a second WebAssembly PostgreSQL and
// copies the whole cluster through memory; done inside the site's process (or even one of its
// threads, whose malloc arena keeps what it touched), some 200 MB of that stayed resident for the
// life of the site. A process's memory all goes back to the system when it exits.
import { PGlite } from '@electric-sql/pglite';

const [dataDir, startParams] = process.argv.slice(2);
const db = await PGlite.create({ dataDir, startParams: JSON.parse(startParams) });
await db.close();
