// Runs before the app's modules: zod reads this when it loads. Its object parsers would otherwise
// probe for `new Function`, which our Content-Security-Policy forbids (rightly), and the probe is
// reported as a policy violation even though zod copes. The interpreted parsers are fast enough.
globalThis.__zod_globalConfig = { jitless: true };
