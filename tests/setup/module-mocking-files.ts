/**
 * The unit files that replace a module with vi.mock or vi.doMock, which reach only the importers loaded
 * after them, so these run with a module graph of their own (the `unit-mocked` project); the other
 * unit files share one graph per worker. tests/unit/module-mocking-files.test.ts keeps the list whole.
 */
export const MODULE_MOCKING_FILES = [
  'src/features/language/merge-pack.test.ts',
  'src/features/session/route-guard.test.ts',
  'src/features/session/session-service.test.ts',
  'tests/unit/screens-menu-guard.test.ts',
];

export const UNIT_FILES = ['server/**/*.test.ts', 'contract/**/*.test.ts', 'src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'];
