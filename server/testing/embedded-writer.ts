/**
 * A stand-in server process for the embedded store's crash test: opens the database under the given
 * directory, commits the given number of activity rows, says so, and waits to be killed.
 *   npx tsx server/testing/embedded-writer.ts <dataDir> <rows>
 */
import { migrateToLatest } from '../storage/database';
import { openEmbeddedDatabase } from '../node/embedded-database';

const [dataDir, rows] = process.argv.slice(2);
if (dataDir === undefined || rows === undefined) throw new Error('usage: embedded-writer <dataDir> <rows>');
const database = await openEmbeddedDatabase(dataDir);
await migrateToLatest(database.db);
for (let index = 0; index < Number(rows); index += 1) {
  await database.db
    .insertInto('activity')
    .values({ at: new Date(), actor: 'writer', action: 'test', target: String(index), details: '{}' })
    .execute();
}
process.stdout.write(`committed ${rows}\n`);
setInterval(() => undefined, 60_000);
