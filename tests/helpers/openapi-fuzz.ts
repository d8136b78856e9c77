import fc from 'fast-check';

/**
 * Requests generated from the served OpenAPI document: mostly values its schemas allow (so
 * handlers and queries are reached), now and then a hostile one in any place (control
 * characters, other spellings of numbers, path traversal, wrong types, oversized text).
 */

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  minItems?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
}

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

export interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body?: JsonSchema;
  multipart: boolean;
}

export interface GeneratedRequest {
  method: string;
  url: string;
  payload?: unknown;
  /** A multipart body as bytes, often broken on purpose (upload operations). */
  raw?: { contentType: string; body: Buffer };
}

interface OpenApiDocument {
  paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>>;
}

export function operationsOf(doc: OpenApiDocument): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      parameters: op.parameters ?? [],
      body: op.requestBody?.content?.['application/json']?.schema,
      multipart: Boolean(op.requestBody?.content?.['multipart/form-data']),
    })),
  );
}

/** What an attacker or a broken client sends instead of a proper value. */
const HOSTILE_TEXT = [
  '\u0000', 'a\u0000b', 'x\u0007', '\r\n', '\u001b[31m', '\u007f', '\u0085', '../../etc/passwd', '..%2F..%2Fetc%2Fpasswd', '%00',
  '0x10', '1e1', '0b10', '0o2', ' 2', '2.0', '-1', '0', '2147483648', '-2147483649', '99999999999999999999', 'NaN', 'Infinity',
  '', ' ', 'null', 'true', '{}', '[]', "'; DROP TABLE units; --", '\u202e', '😀', '\ud800', 'a\ud800b', '\udc00x', 'x'.repeat(600), 'ALL', 'all',
];

/** Free-form JSON nested past the limit: a NUL deep down, and nesting that would overflow a recursive walk. */
/** JSON nested `levels` deep, written as text when sent: JSON.stringify and fast-check's printing both overflow on it. */
class Nested {
  constructor(
    readonly levels: number,
    readonly leaf: unknown,
  ) {}
  text(): string {
    return `${'{"a":'.repeat(this.levels)}${JSON.stringify(this.leaf)}${'}'.repeat(this.levels)}`;
  }
  [fc.toStringMethod](): string {
    return `${this.levels} levels of {"a": …} around ${JSON.stringify(this.leaf)}`;
  }
}
const nestedObject = (levels: number, leaf: unknown) => new Nested(levels, leaf);

/** A generated value as JSON text, deep values included. */
export function jsonText(value: unknown): string {
  const deep: Nested[] = [];
  const text = JSON.stringify(value, (_key, item: unknown) => (item instanceof Nested ? `\u0000nested:${deep.push(item) - 1}` : item));
  return text.replace(/"\\u0000nested:(\d+)"/g, (_match, index: string) => deep[Number(index)]!.text());
}

const DEEP_VALUES = [nestedObject(40, 'x\u0000'), nestedObject(5000, 1), { k: nestedObject(33, ['\ud800']) }];

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...HOSTILE_TEXT),
  fc.constantFrom(0, -1, 2_147_483_648, -2_147_483_649, 1e21, 0.5, Number.MAX_SAFE_INTEGER + 2, 2.0000001),
  fc.string({ maxLength: 20, unit: 'binary' }),
  fc.constant(null),
  fc.boolean(),
  fc.constant([]),
  fc.constant({}),
  fc.array(fc.constantFrom('\u0000', 1, null), { maxLength: 3 }),
  fc.constantFrom(...DEEP_VALUES),
);

const BOUNDARY = '----fuzz-boundary';
const part = (name: string, value: string) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const filePart = (fileName: string) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: image/jpeg\r\n\r\n`;
const JPEG_HEAD = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);

/** Multipart bodies of the upload operations: no boundary, cut short, a NUL in the file name, ids after the file, or whole. */
const multipartValue: fc.Arbitrary<NonNullable<GeneratedRequest['raw']>> = fc
  .tuple(fc.constantFrom('no boundary', 'truncated', 'NUL file name', 'fields after file', 'whole'), fc.integer({ min: 0, max: 60 }), fc.constantFrom('location_id', 'unit_inspection_id', 'tire_id', 'client_id'))
  .map(([kind, id, name]) => {
    const fields = part(name, String(id)) + part('tire_id', String(id));
    const withType = (body: Buffer) => ({ contentType: `multipart/form-data; boundary=${BOUNDARY}`, body });
    switch (kind) {
      case 'no boundary':
        return { contentType: 'multipart/form-data', body: Buffer.from(fields) };
      case 'truncated':
        return withType(Buffer.concat([Buffer.from(fields + filePart('photo.jpg')), JPEG_HEAD]));
      case 'NUL file name':
        return withType(Buffer.concat([Buffer.from(fields + filePart('a\u0000b.jpg')), JPEG_HEAD, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]));
      case 'fields after file':
        return withType(Buffer.concat([Buffer.from(filePart('photo.jpg')), JPEG_HEAD, Buffer.from(`\r\n${fields}--${BOUNDARY}--\r\n`)]));
      default:
        return withType(Buffer.concat([Buffer.from(fields + filePart('photo.jpg')), JPEG_HEAD, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]));
    }
  });

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (schema.type) return [schema.type];
  if (schema.properties) return ['object'];
  return [];
}

function boundedText(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 40, 40);
  const plain = fc.string({ minLength, maxLength: Math.max(minLength, maxLength) });
  if (schema.format === 'email') return fc.oneof(fc.emailAddress(), plain);
  if (!schema.pattern) return plain;
  let pattern: RegExp;
  try {
    pattern = new RegExp(schema.pattern, 'u');
  } catch {
    return plain;
  }
  const matching = fc.stringMatching(pattern).filter((s) => s.length >= minLength && s.length <= (schema.maxLength ?? Infinity));
  return fc.oneof({ arbitrary: matching, weight: 4 }, { arbitrary: plain, weight: 1 });
}

function numberIn(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  let min = schema.minimum ?? (integer ? -2_147_483_648 : -1e9);
  let max = schema.maximum ?? (integer ? 2_147_483_647 : 1e9);
  if (schema.exclusiveMinimum === true) min += integer ? 1 : 1e-6;
  if (typeof schema.exclusiveMinimum === 'number') min = schema.exclusiveMinimum + (integer ? 1 : 1e-6);
  if (schema.exclusiveMaximum === true) max -= integer ? 1 : 1e-6;
  if (typeof schema.exclusiveMaximum === 'number') max = schema.exclusiveMaximum - (integer ? 1 : 1e-6);
  if (!integer) return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  const full = fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
  // Small ids reach records that exist; the full range reaches the edges.
  const small = fc.integer({ min: Math.max(Math.ceil(min), 0), max: Math.max(Math.min(Math.floor(max), 60), Math.max(Math.ceil(min), 0)) });
  return fc.oneof({ arbitrary: small, weight: 3 }, { arbitrary: full, weight: 1 });
}

/** Values of a schema, with a hostile one in any place at about one in `hostility`. */
export function valueOf(schema: JsonSchema | undefined, hostility = 8, depth = 0): fc.Arbitrary<unknown> {
  const proper = properValue(schema ?? {}, hostility, depth);
  return fc.oneof({ arbitrary: proper, weight: hostility - 1 }, { arbitrary: hostileValue, weight: 1 });
}

function properValue(schema: JsonSchema, hostility: number, depth: number): fc.Arbitrary<unknown> {
  if (depth > 6) return fc.constant(null);
  const withNull = (arb: fc.Arbitrary<unknown>) => (schema.nullable ? fc.option(arb, { nil: null, freq: 6 }) : arb);
  if (schema.enum) return withNull(fc.constantFrom(...schema.enum));
  if (schema.anyOf ?? schema.oneOf) return withNull(fc.oneof(...(schema.anyOf ?? schema.oneOf)!.map((s) => properValue(s, hostility, depth + 1))));
  if (schema.allOf) {
    const merged: JsonSchema = { type: 'object', properties: {}, required: [] };
    for (const part of schema.allOf) {
      Object.assign(merged.properties!, part.properties);
      merged.required!.push(...(part.required ?? []));
    }
    return withNull(properValue(merged, hostility, depth + 1));
  }
  const types = typesOf(schema).filter((t) => t !== 'null');
  const nullable = schema.nullable || typesOf(schema).includes('null');
  const arbs = types.map((type): fc.Arbitrary<unknown> => {
    switch (type) {
      case 'string':
        return boundedText(schema);
      case 'integer':
        return numberIn(schema, true);
      case 'number':
        return numberIn(schema, false);
      case 'boolean':
        return fc.boolean();
      case 'array':
        return fc.array(valueOf(schema.items, hostility, depth + 1), { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 4, 4) });
      case 'object': {
        const properties = schema.properties ?? {};
        const record = Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, valueOf(value, hostility, depth + 1)]));
        return fc.record(record, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
      }
      default:
        return fc.jsonValue({ maxDepth: 2 });
    }
  });
  const any = arbs.length === 0 ? fc.jsonValue({ maxDepth: 2 }) : arbs.length === 1 ? arbs[0] : fc.oneof(...arbs);
  return nullable ? fc.option(any, { nil: null, freq: 6 }) : any;
}

const asText = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'object' ? jsonText(value) : String(value));

/** One request of an operation: path, query and body each from their schemas. */
export function requestOf(operation: Operation, hostility = 8): fc.Arbitrary<GeneratedRequest> {
  const pathParams = operation.parameters.filter((p) => p.in === 'path');
  const queryParams = operation.parameters.filter((p) => p.in === 'query');
  const path = fc.tuple(...pathParams.map((p) => valueOf(p.schema, hostility)));
  const query = fc.tuple(...queryParams.map((p) => (p.required ? valueOf(p.schema, hostility) : fc.option(valueOf(p.schema, hostility), { nil: undefined }))));
  const body = operation.body ? valueOf(operation.body, hostility) : fc.constant(undefined);
  const raw = operation.multipart ? multipartValue : fc.constant(undefined);
  return fc.tuple(path, query, body, raw).map(([pathValues, queryValues, payload, rawBody]) => {
    let url = operation.path;
    pathParams.forEach((p, index) => {
      // A lone surrogate cannot be percent-encoded; a client would send U+FFFD in its place.
      url = url.replace(`{${p.name}}`, encodeURIComponent(asText(pathValues[index]).toWellFormed()));
    });
    const search = new URLSearchParams();
    queryParams.forEach((p, index) => {
      if (queryValues[index] !== undefined) search.append(p.name, asText(queryValues[index]));
    });
    const qs = search.toString();
    return { method: operation.method, url: qs ? `${url}?${qs}` : url, payload, ...(rawBody ? { raw: rawBody } : {}) };
  });
}

/** The error handler's 400 shape: every error names a part of the request and a field in it. */
const NAMED_FIELD = /^(body|querystring|params|headers)(\.|$)/;
/** 4xx answers about the caller or the record rather than a field: no session, no right, not found, a conflict, too fast. */
const ANSWERS_WITHOUT_FIELD = new Set([401, 403, 404, 409, 429]);

export type Verdict = 'ok' | '5xx' | '4xx without field';

export function judge(statusCode: number, body: string): Verdict {
  if (statusCode >= 500) return '5xx';
  if (statusCode < 400) return 'ok';
  if (ANSWERS_WITHOUT_FIELD.has(statusCode)) return 'ok';
  let parsed: { errors?: { field?: unknown; message?: unknown }[] };
  try {
    parsed = JSON.parse(body) as typeof parsed;
  } catch {
    return '4xx without field';
  }
  const errors = parsed.errors ?? [];
  const named = errors.length > 0 && errors.every((e) => typeof e.field === 'string' && NAMED_FIELD.test(e.field) && typeof e.message === 'string');
  return named ? 'ok' : '4xx without field';
}
