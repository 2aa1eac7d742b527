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
import { createPglite } from '../../../server/storage/pglite';
import { demoDatabaseTemplatePath } from '../simulator/demo';

const demoDatabase = 'robot-console-demo';

/** Whether this browser keeps the demo's database already (PGlite loads a template into no other). */
async function databaseKept(): Promise<boolean> {
  try {
    const directory = await (await navigator.storage.getDirectory()).getDirectoryHandle(demoDatabase);
    await directory.getFileHandle('PG_VERSION');
    return true;
  } catch {
    return false;
  }
}

/**
 * The database the build made (demo-database-plugin.ts), for a first visit: loading it takes a fraction
 * of creating a cluster here. Without it (a build that lacks it, a failed fetch), the cluster is created.
 */
async function template(): Promise<{ loadDataDir?: Blob }> {
  if (await databaseKept()) return {};
  try {
    const answer = await fetch(demoDatabaseTemplatePath);
    return answer.ok ? { loadDataDir: await answer.blob() } : {};
  } catch {
    return {};
  }
}

async function openDemoDatabase() {
  try {
    return await createPglite(`memfs2opfs://${demoDatabase}`, await template());
  } catch (error) {
    // Also where the page is not a secure context (plain http to another host): no navigator.storage.
    console.warn('Robot Console mock mode: OPFS is not usable here, keeping the demo in IndexedDB.', error);
    return createPglite(`idb://${demoDatabase}`);
  }
}

void worker({ init: openDemoDatabase });
