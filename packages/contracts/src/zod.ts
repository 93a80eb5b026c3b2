import { z } from 'zod';

// Zod probes for eval when it builds object schemas, to compile faster parsers. Browsers here run
// under a CSP that forbids eval, and the probe alone is reported as a violation, so in a browser
// zod parses without it. Every contract file takes z from here so this runs before any schema.
if ('window' in globalThis) z.config({ jitless: true });

export { z };
