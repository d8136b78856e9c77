import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { MODULE_MOCKING_FILES, UNIT_FILES } from '../setup/module-mocking-files';

/** The unit files under the folders UNIT_FILES names. */
const unitFiles = () =>
  UNIT_FILES.map((glob) => glob.slice(0, glob.indexOf('/**'))).flatMap((dir) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.test\.tsx?$/.test(file))
      .map((file) => join(dir, file)),
  );

it('runs every unit file that mocks a module in a module graph of its own', () => {
  const mocking = unitFiles().filter((file) => /\bvi\.(do)?[mM]ock\(/.test(readFileSync(file, 'utf8')));
  expect(mocking.sort()).toEqual([...MODULE_MOCKING_FILES].sort());
});
