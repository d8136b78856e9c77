import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { createTestApp } from '../helpers/test-app';

/**
 * The OpenAPI document a fleet's IT generates its client from: it passes Redocly's recommended
 * rules with no error, and a TypeScript client generated from it (openapi-typescript) type-checks
 * typed calls by path and by operationId. The document does not depend on the database, so
 * vitest.config.ts runs this on PostgreSQL alone.
 */
const run = promisify(execFile);
let database: TestDatabase;
let app: FastifyInstance;
let dir: string;
let document: { servers?: { url: string }[]; paths: Record<string, Record<string, { operationId?: string; summary?: string; responses: Record<string, { content?: Record<string, unknown> }> }>> };

describe('OpenAPI document', () => {
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await createTestApp(database.db, { PUBLIC_URL: 'https://fleet.tiremaker.example' });
    document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    dir = mkdtempSync(join(tmpdir(), 'openapi-'));
    writeFileSync(join(dir, 'openapi.json'), JSON.stringify(document));
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('names every operation once, summarises it, and declares what file routes send', () => {
    const operations = Object.entries(document.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => ({ path, method, ...operation })));
    expect(operations.length).toBeGreaterThan(100);
    expect(operations.filter((operation) => !operation.operationId || !operation.summary)).toEqual([]);
    expect(new Set(operations.map((operation) => operation.operationId)).size).toBe(operations.length);
    expect(operations.filter((operation) => !Object.keys(operation.responses).some((code) => code.startsWith('2'))).map((operation) => operation.path)).toEqual([]);
    expect(Object.keys(document.paths['/api/v2/checkpoint/download_pdf_file_checkpoint_reports']!.post!.responses['200']!.content!)).toEqual(['application/pdf']);
    expect(Object.keys(document.paths['/api/v2/fleet_survey/get_units_excel']!.post!.responses['200']!.content!)).toEqual(['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet']);
    expect(Object.keys(document.paths['/api/v2/product_analysis_report/get_report']!.post!.responses['200']!.content!).sort()).toEqual(
      ['application/json', 'application/pdf', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    );
    expect(document.servers).toEqual([expect.objectContaining({ url: 'https://fleet.tiremaker.example' })]);
  });

  it("passes Redocly's recommended lint with no error", async () => {
    const cli = join(process.cwd(), 'node_modules/@redocly/cli/bin/cli.js');
    const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' };
    const result = await run(process.execPath, [cli, 'lint', join(dir, 'openapi.json'), '--extends=recommended', '--format=json', '--max-problems=1000'], { env, cwd: dir, maxBuffer: 32 * 1024 * 1024 }).catch(
      (error: { stdout: string }) => error,
    );
    const report = JSON.parse(result.stdout.slice(result.stdout.indexOf('{'))) as { totals: { errors: number }; problems: { severity: string; ruleId: string; message: string }[] };
    expect(report.problems.filter((problem) => problem.severity === 'error')).toEqual([]);
    expect(report.totals.errors).toBe(0);
  }, 60_000);

  it('generates a TypeScript client whose typed calls type-check', async () => {
    writeFileSync(join(dir, 'api.ts'), astToString(await openapiTS(JSON.parse(JSON.stringify(document)))));
    writeFileSync(
      join(dir, 'client.ts'),
      `import type { operations, paths } from './api';
type JsonBody<Op> = Op extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;
type Ok<Op> = Op extends { responses: { 200: { content: { 'application/json': infer R } } } } ? R : never;
declare function post<P extends keyof paths>(path: P, body: JsonBody<paths[P]['post']>): Promise<Ok<paths[P]['post']>>;

export async function firstUnitNumber(): Promise<string | undefined> {
  const page = await post('/api/v2/fleet_survey/get_units', { location_id: 1, page_size: 20 });
  const total: number = page.total_items;
  // @ts-expect-error a location id is a number
  await post('/api/v2/fleet_survey/get_units', { location_id: 'one' });
  return total > 0 ? page.units[0]?.unit_number : undefined;
}
// The operationIds name the same operations.
export type UnitsPage = operations['postV2FleetSurveyGetUnits']['responses'][200]['content']['application/json'];
export const pdf: operations['postV2CheckpointDownloadPdfFileCheckpointReports']['responses'][200]['content']['application/pdf'] = 'bytes';
`,
    );
    const program = ts.createProgram([join(dir, 'client.ts')], { strict: true, noEmit: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, skipLibCheck: true, types: [] });
    const diagnostics = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(diagnostics).toEqual([]);
  }, 60_000);
});
