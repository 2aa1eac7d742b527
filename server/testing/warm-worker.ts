/**
 * Setup of the server's suite (vitest.config.ts): the worker's shared test database (test-databases.ts)
 * is opened here, before the tests, where no hook's time bound pays for it (a PGlite loaded from the
 * run's template takes seconds on a busy machine). Once per worker: later files find it open.
 */
import { emptyTestDatabase } from './test-databases';

await emptyTestDatabase();
