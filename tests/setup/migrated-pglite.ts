import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a migrated PGlite database; each test file starts its own database from it. */
    pgliteSnapshot: string;
  }
}

/**
 * Creates and migrates one PGlite database for the whole pglite project and dumps it to a file:
 * a test file then loads it in about a second instead of running PGlite's initdb and every
 * migration again (several seconds each).
 */
export default async function setup(project: TestProject) {
  const database = await openDatabase({});
  await database.migrate();
  const dump = await (database.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
  await database.close();
  const dir = mkdtempSync(join(tmpdir(), 'fleet-pglite-'));
  const file = join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
