import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The import rules of eslint.config.js, each shown failing on a deliberate violation: the text
 * is linted as if it were the named file, so nothing is written to the tree.
 */
const eslint = new ESLint({ cwd: process.cwd() });

async function ruleErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((message) => message.severity === 2).map((message) => `${message.ruleId}: ${message.message}`);
}

describe('import rules', () => {
  it('a feature importing another feature fails', async () => {
    const errors = await ruleErrors('src/features/session/probe.ts', "export { api } from '../fleet-survey/sync/app-links';\n");
    expect(errors).toContainEqual(expect.stringMatching(/^import-x\/no-restricted-paths: .*Features do not import each other/));
  });

  it('a feature importing the app shell fails', async () => {
    const errors = await ruleErrors('src/features/session/probe.ts', "export { UpdatePrompt } from '../../app/pwa';\n");
    expect(errors).toContainEqual(expect.stringMatching(/^import-x\/no-restricted-paths: .*does not import the app shell/));
  });

  it('shared code importing a feature fails', async () => {
    const errors = await ruleErrors('src/components/ui/probe.ts', "export { api } from '../../features/fleet-survey/sync/app-links';\n");
    expect(errors).toContainEqual(expect.stringMatching(/^import-x\/no-restricted-paths: .*Shared code/));
    const fromLib = await ruleErrors('src/lib/probe.ts', "export { api } from '../features/fleet-survey/sync/app-links';\n");
    expect(fromLib).toContainEqual(expect.stringMatching(/^import-x\/no-restricted-paths: .*Shared code/));
  });

  it('the server importing client code fails', async () => {
    const errors = await ruleErrors('server/areas/probe.ts', "export { store } from '../../src/lib/store';\n");
    expect(errors).toContainEqual(expect.stringMatching(/^import-x\/no-restricted-paths: .*The server does not import client code/));
  });

  it('an import cycle fails', async () => {
    // src/lib/unsaved-work.ts imports ./store; a store that imports it back closes a cycle.
    const errors = await ruleErrors('src/lib/store.ts', "import { unsavedWorkCount } from './unsaved-work';\nexport const count = unsavedWorkCount;\n");
    expect(errors).toContainEqual(expect.stringMatching(/^import-x\/no-cycle: /));
  });

  it('application code importing test code fails', async () => {
    const errors = await ruleErrors('src/features/fleet-survey/sync/probe.ts', "export { FakeServer } from '../../../../tests/support/fleet-survey-sync/fake-server';\n");
    expect(errors).toContainEqual(expect.stringMatching(/^import-x\/no-restricted-paths: .*Application code does not import test code/));
  });

  it('a test double under src/ fails', async () => {
    const errors = await ruleErrors('src/features/fleet-survey/sync/test-support/fake-clock.ts', 'export const now = () => 0;\n');
    expect(errors).toContainEqual('no-restricted-syntax: Test doubles live under tests/support/, not under src/.');
  });

  it('the same imports in their allowed places pass', async () => {
    expect(await ruleErrors('src/features/session/probe.ts', "export { store } from '../../lib/store';\n")).toEqual([]);
    expect(await ruleErrors('src/routes/probe.ts', "export { api } from '../features/fleet-survey/sync/app-links';\n")).toEqual([]);
    expect(await ruleErrors('src/features/fleet-survey/sync/probe.test.ts', "export { FakeServer } from '../../../../tests/support/fleet-survey-sync/fake-server';\n")).toEqual([]);
  });
});
