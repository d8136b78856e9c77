import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { CAPTURE_TIME_PARAMETER } from '../../contract/fleet-survey/capture-time';
import type { Config } from '../config';

/*
 * The OpenAPI document at /api/docs/json, finished from the route definitions in one place (no
 * route file names its operation): every operation gets an operationId and a summary derived
 * from its method and path, file downloads declare their 200 with the media types they send, and
 * the document names its server. `npm test` lints it with Redocly's recommended rules and
 * type-checks a client generated from it (tests/integration/openapi-document.test.ts).
 */

type Operation = {
  operationId?: string;
  summary?: string;
  tags?: string[];
  parameters?: unknown[];
  responses?: Record<string, { description: string; content?: Record<string, unknown> }>;
};
type OpenApiDocument = { paths?: Record<string, Record<string, Operation>>; servers?: { url: string; description?: string }[] };

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options']);
const PDF = 'application/pdf';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const IMAGES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic'];
const binary = { schema: { type: 'string', format: 'binary' } };

/** Words of a path segment: snake case, kebab case and camel case all split. */
const wordsOf = (segment: string) =>
  segment
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase());

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** "post /api/v2/fleet_survey/get_units_pdf" → "postV2FleetSurveyGetUnitsPdf"; parameters read "By…". */
export function operationIdOf(method: string, path: string): string {
  const parts = path
    .replace(/^\/api\//, '/')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const parameter = /^\{(.+)\}$/.exec(segment);
      return parameter ? ['by', ...wordsOf(parameter[1]!)] : wordsOf(segment);
    });
  return method.toLowerCase() + parts.map(capitalize).join('');
}

const VERBS = new Set(['get', 'add', 'save', 'delete', 'update', 'create', 'select', 'download', 'finish', 'replace', 'undo', 'start', 'verify', 'refresh', 'logout', 'exchange', 'generate', 'import', 'send', 'check', 'set', 'remove', 'validate', 'upload', 'sign', 'copy', 'list', 'search', 'reset', 'register']);
const METHOD_VERB: Record<string, string> = { get: 'Get', post: 'Send', put: 'Replace', patch: 'Change', delete: 'Delete' };

/** A sentence from the path's last named segment: "get_units_pdf" → "Get units pdf"; "image/{storageId}" → "Get image". */
export function summaryOf(method: string, path: string): string {
  const named = path.split('/').filter((segment) => segment && !segment.startsWith('{'));
  const words = wordsOf(named.at(-1) ?? 'root');
  const sentence = VERBS.has(words[0] ?? '') ? words : [METHOD_VERB[method.toLowerCase()]?.toLowerCase() ?? method.toLowerCase(), ...words];
  // A bare verb ("get/{id}") takes the area it belongs to: "Get favorite reports".
  if (sentence.length === 1 && named.length > 1) sentence.push(...wordsOf(named.at(-2)!));
  return capitalize(sentence.join(' '));
}

/** What a file route sends, read from its path; null for a route that answers JSON. */
export function fileMediaTypes(path: string): string[] | null {
  const lower = path.toLowerCase();
  if (lower.includes('image')) return lower.includes('plate') ? [...IMAGES, 'image/svg+xml'] : IMAGES;
  const pdf = lower.includes('pdf');
  // The wear-rate report's Excel call is spelled _xls by the spec (spec 3 §7); it sends .xlsx like every other.
  const excel = lower.includes('excel') || lower.includes('xlsx') || lower.endsWith('_xls');
  if (pdf || excel) return [...(pdf ? [PDF] : []), ...(excel ? [XLSX] : [])];
  if (lower.endsWith('_xml')) return ['application/xml'];
  if (lower.endsWith('_png')) return ['image/png'];
  if (lower.endsWith('/download_all_details')) return [XLSX];
  if (lower.endsWith('/export_single_report')) return [PDF, XLSX, 'application/xml', 'image/png'];
  // The dealer survey and inspection details and a generated unit history send the format the body asks for.
  const either = ['/detailsdealerreport', '/detailsreport', '/unit_history_report/get_report'];
  if (either.some((end) => lower.endsWith(end))) return [PDF, XLSX];
  return null;
}

/** Generated reports answer their data as JSON, or the PDF or Excel file the body's `format` asks for. */
const DATA_OR_FILE = ['/fleet_conditions/get_report', '/product_analysis_report/get_report'];

/**
 * OpenAPI 3.0 has no null type: a nullable union comes out as `{ anyOf, nullable }`, which
 * needs a type beside `nullable`. Each typed member takes the `nullable` instead.
 */
function typedNullables(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(typedNullables);
  if (!node || typeof node !== 'object') return node;
  const entries = Object.entries(node as Record<string, unknown>).map(([key, value]) => [key, typedNullables(value)] as const);
  const object = Object.fromEntries(entries) as Record<string, unknown>;
  const members = object.anyOf ?? object.oneOf;
  if (object.nullable === true && object.type === undefined && Array.isArray(members)) {
    const key = object.anyOf ? 'anyOf' : 'oneOf';
    const { nullable: _nullable, ...rest } = object;
    return { ...rest, [key]: members.map((member) => (member && typeof member === 'object' && 'type' in member ? { ...member, nullable: true } : member)) };
  }
  return object;
}

/** Finishes the generated document; see the module comment. */
export function finishDocument<T extends OpenApiDocument>(document: T, publicUrl: string | undefined): T {
  const paths: Record<string, Record<string, Operation>> = {};
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    paths[path] = {};
    for (const [method, operation] of Object.entries(operations)) {
      if (!METHODS.has(method)) {
        paths[path][method] = operation;
        continue;
      }
      const responses = { ...operation.responses };
      const media = fileMediaTypes(path);
      if (media && !Object.keys(responses).some((code) => code.startsWith('2'))) {
        responses['200'] = { description: 'The file', content: Object.fromEntries(media.map((type) => [type, binary])) };
      } else if (media && responses['200'] && !responses['200'].content) {
        responses['200'] = { ...responses['200'], content: Object.fromEntries(media.map((type) => [type, binary])) };
      } else if (responses['200']?.content && DATA_OR_FILE.some((end) => path.endsWith(end))) {
        responses['200'] = { ...responses['200'], content: { ...responses['200'].content, [PDF]: binary, [XLSX]: binary } };
      }
      // Every call but the public start answers 401 without a sign-in; say so where the route did not.
      if (!Object.keys(responses).some((code) => code.startsWith('4'))) responses['401'] = { description: 'No valid sign-in' };
      // The field survey's writes are replayed from the tablet's outbox with the time they were made.
      const parameters = method !== 'get' && operation.tags?.includes('fleet_survey') ? [...(operation.parameters ?? []), { $ref: '#/components/parameters/captureTime' }] : operation.parameters;
      paths[path][method] = { ...operation, ...(parameters ? { parameters } : {}), operationId: operation.operationId ?? operationIdOf(method, path), summary: operation.summary ?? summaryOf(method, path), responses };
    }
  }
  const servers = [{ url: publicUrl ? publicUrl.replace(/\/+$/, '') : '/', description: publicUrl ? 'This portal' : 'This portal (same origin as the document)' }];
  return typedNullables({ ...document, paths, servers }) as T;
}

export function openApiOptions(config: Pick<Config, 'PUBLIC_URL'>): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      info: {
        title: 'Fleet Tire Portal API',
        version: '2.0.0',
        description: 'The API of the fleet tire portal: sign-in, lookups, field surveys, reports and their files.',
        license: { name: 'Proprietary', url: 'https://www.tiremaker.example/legal/api-terms' },
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          apiKey: { type: 'apiKey', in: 'header', name: 'api_key' },
        },
        parameters: { captureTime: CAPTURE_TIME_PARAMETER },
      },
      // The api_key header is optional: when sent it must be the session's.
      security: [{ bearer: [] }, { bearer: [], apiKey: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: (documentObject) => {
      if (!('openapiObject' in documentObject)) return documentObject.swaggerObject;
      return finishDocument(documentObject.openapiObject as OpenApiDocument, config.PUBLIC_URL) as typeof documentObject.openapiObject;
    },
  };
}
