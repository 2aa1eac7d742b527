/**
 * The demo's database, in a worker that every open tab shares: one tab (the leader) runs PGlite while the
 * others send their queries to it, so two tabs never write over each other.
 *
 * It lives in the origin-private file system (OPFS) through PGlite's MEMFS-to-OPFS store, which writes only
 * what each query changed. IndexedDB, PGlite's older browser store, copies every changed file whole after
 * each query, write-ahead log included: the demo's first start took 12 s there and 7 s here, and each request
 * about half as long. Where OPFS is missing (an old browser, some private windows), IndexedDB still keeps the
 * demo across reloads.
 */
import { worker } from '@electric-sql/pglite/worker';
import { createPglite } from '../../server/storage/pglite';

const demoDatabase = 'robot-console-demo';

async function openDemoDatabase() {
  try {
    return await createPglite(`memfs2opfs://${demoDatabase}`);
  } catch (error) {
    // Also where the page is not a secure context (plain http to another host): no navigator.storage.
    console.warn('Robot Console mock mode: OPFS is not usable here, keeping the demo in IndexedDB.', error);
    return createPglite(`idb://${demoDatabase}`);
  }
}

void worker({ init: openDemoDatabase });
