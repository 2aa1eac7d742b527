/**
 * The demo's database, in a worker that every open tab shares: PGlite keeps it in IndexedDB, and one tab
 * (the leader) runs it while the others send their queries to it, so two tabs never write over each other.
 */
import { worker } from '@electric-sql/pglite/worker';
import { createPglite } from '../../server/storage/pglite';

void worker({ init: () => createPglite('idb://robot-console-demo') });
