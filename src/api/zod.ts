/**
 * zod, configured: every module imports zod from here (the linter holds it), so its settings are applied
 * before any schema is made, in the app, the server and the tests alike, whatever loads first.
 * Jitless: zod's object parsers would otherwise probe for `new Function` as they are made, which our
 * Content-Security-Policy forbids (rightly); the probe is reported as a policy violation even though zod
 * copes. The interpreted parsers are fast enough for the console's answers.
 */
import { z } from 'zod';

z.config({ jitless: true });

export * from 'zod';
