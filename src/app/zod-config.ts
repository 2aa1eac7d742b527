/**
 * zod's settings, applied before any schema is made: main.tsx imports this first, and ES modules run in
 * import order. Jitless: zod's object parsers would otherwise probe for `new Function` as they are made,
 * which our Content-Security-Policy forbids (rightly); the probe is reported as a policy violation even
 * though zod copes. The interpreted parsers are fast enough for the console's answers.
 */
import { z } from 'zod';

z.config({ jitless: true });
