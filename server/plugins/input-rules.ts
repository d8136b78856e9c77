import type { FastifySchemaCompiler, RouteOptions } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import type { $ZodType } from 'zod/v4/core';
import { CONTROL_CHARACTERS, DECIMAL_NUMBER, NO_CONTROL_CHARACTERS, WHOLE_NUMBER } from '../../contract/common';

/**
 * The input rules every route gets from its schema, checked here once so that no route can
 * forget them:
 * - no string anywhere in a request (values and keys, in the body, query and path) holds a
 *   control character other than tab and newline (NUL breaks PostgreSQL text; none of them
 *   belongs in anything the portal stores or searches) or a lone surrogate (not Unicode);
 * - free-form JSON is nested at most MAX_INPUT_DEPTH levels, and all of it is checked;
 * - a number the schema reads from text (path, query, or a coerced body field) is written in
 *   plain decimal, so `0x10`, `1e1`, `0b10`, `" 2"` or `2.0` are refused rather than read as
 *   another record's id; its range is the schema's own;
 * - a text path parameter is declared with a pattern or a closed list (checked when the route is
 *   registered), so `../../etc/passwd` never reaches a handler.
 * Failures have the shape of the zod type provider's, so the one error handler names the field.
 */

interface Issue {
  path: (string | number)[];
  code: string;
  message: string;
}

type Def = { type: string; coerce?: boolean; innerType?: $ZodType; in?: $ZodType; out?: $ZodType; shape?: Record<string, $ZodType>; element?: $ZodType; options?: $ZodType[]; getter?: () => $ZodType };
const defOf = (schema: $ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;
type CheckDef = { check: string; format?: string; pattern?: RegExp };
const checksOf = (schema: $ZodType): CheckDef[] =>
  ((schema as unknown as { _zod: { def: { checks?: { _zod: { def: CheckDef } }[] } } })._zod.def.checks ?? []).map((c) => c._zod.def);
const isWhole = (schema: $ZodType) => checksOf(schema).some((c) => c.check === 'number_format' && c.format?.includes('int'));
const patternsOf = (schema: $ZodType) => checksOf(schema).flatMap((c) => (c.pattern ? [c.pattern] : []));

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional', 'promise']);

/** The schema a value meets first: wrappers are looked through, a pipe is entered by its input side. */
function unwrap(schema: $ZodType): $ZodType {
  let current = schema;
  for (let depth = 0; depth < 20; depth++) {
    const def = defOf(current);
    if (WRAPPERS.has(def.type) && def.innerType) current = def.innerType;
    else if (def.type === 'pipe' && def.in && defOf(def.in).type !== 'transform') current = def.in;
    else if (def.type === 'pipe' && def.out) current = def.out;
    else if (def.type === 'lazy' && def.getter) current = def.getter();
    else return current;
  }
  return current;
}

/** Nesting deeper than any form of the portal, refused so that no later step (zod, drizzle, JSON.stringify) recurses without end. */
export const MAX_INPUT_DEPTH = 32;
/** Strings, numbers, keys… in one request: far above any form's, well below what slows the checks. */
const MAX_INPUT_NODES = 200_000;

const textIssue = (text: string): string | null => {
  if (CONTROL_CHARACTERS.test(text)) return 'Control characters are not allowed';
  // A lone surrogate has no UTF-8 form: PostgreSQL would refuse it, and replacing it would change the text silently.
  if (!text.isWellFormed()) return 'Text must be valid Unicode (a lone surrogate was sent)';
  return null;
};

/** Every string and key of the input, walked with a stack of its own (no recursion to blow up), depth and size limited. */
function findBrokenText(value: unknown, issues: Issue[]): void {
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value, path: [] }];
  let nodes = 0;
  while (stack.length > 0 && issues.length < 10) {
    const { value: item, path } = stack.pop()!;
    if (++nodes > MAX_INPUT_NODES) {
      issues.push({ path: path.slice(0, 1), code: 'too_big', message: 'The request holds too many values' });
      return;
    }
    if (typeof item === 'string') {
      const message = textIssue(item);
      if (message) issues.push({ path, code: 'invalid_string', message });
      continue;
    }
    if (!item || typeof item !== 'object' || (!Array.isArray(item) && !isPlain(item))) continue;
    if (path.length >= MAX_INPUT_DEPTH) {
      issues.push({ path, code: 'too_big', message: `Nested more than ${MAX_INPUT_DEPTH} levels deep` });
      continue;
    }
    if (Array.isArray(item)) {
      for (let index = item.length - 1; index >= 0; index--) stack.push({ value: item[index], path: [...path, index] });
      continue;
    }
    const entries = Object.entries(item as Record<string, unknown>);
    for (let index = entries.length - 1; index >= 0; index--) {
      const [key, child] = entries[index]!;
      const message = textIssue(key);
      if (message) issues.push({ path: [...path, key], code: 'invalid_key', message });
      else stack.push({ value: child, path: [...path, key] });
    }
  }
}

/**
 * Parsed JSON, query strings and path parameters; files and streams are checked by their own
 * code. The query parser's objects inherit from a prototype that itself has none.
 */
function isPlain(value: object): boolean {
  const proto = Object.getPrototypeOf(value) as object | null;
  return proto === Object.prototype || proto === null || Object.getPrototypeOf(proto) === null;
}

/** Text read as a number by the schema must be plain decimal (whole when the schema wants an integer). */
function findLooseNumbers(schema: $ZodType, value: unknown, path: (string | number)[], issues: Issue[], depth = 0): void {
  if (issues.length >= 10 || depth > MAX_INPUT_DEPTH || value === undefined || value === null) return;
  const inner = unwrap(schema);
  const def = defOf(inner);
  switch (def.type) {
    case 'number':
    case 'bigint':
      if (typeof value === 'string') {
        const whole = def.type === 'bigint' || isWhole(inner);
        if (!(whole ? WHOLE_NUMBER : DECIMAL_NUMBER).test(value)) {
          issues.push({ path, code: 'invalid_type', message: whole ? 'Expected a whole number in plain decimal' : 'Expected a number in plain decimal' });
        }
      }
      return;
    case 'object':
      if (value && typeof value === 'object' && !Array.isArray(value) && def.shape) {
        for (const [key, field] of Object.entries(def.shape)) {
          findLooseNumbers(field, (value as Record<string, unknown>)[key], [...path, key], issues, depth + 1);
        }
      }
      return;
    case 'array':
      if (Array.isArray(value) && def.element) value.forEach((item, index) => findLooseNumbers(def.element!, item, [...path, index], issues, depth + 1));
      return;
    default:
      return;
  }
}

function asValidationError(issues: Issue[]) {
  // The same error objects the zod type provider makes, so the error handler treats both alike.
  const marker = Symbol.for('ZodFastifySchemaValidationError');
  return issues.map((issue) => ({
    [marker]: true,
    keyword: issue.code,
    instancePath: `/${issue.path.join('/')}`,
    schemaPath: `#/${issue.path.join('/')}/${issue.code}`,
    message: issue.message,
    params: {},
  }));
}

function inputRuleIssues(schema: $ZodType, data: unknown): Issue[] {
  const issues: Issue[] = [];
  findBrokenText(data, issues);
  if (issues.length === 0) findLooseNumbers(schema, data, [], issues);
  return issues;
}

/** The same rules for what arrives outside the validator (multipart form fields): the first broken one, if any. */
export function firstInputRuleIssue(schema: $ZodType, data: unknown): { field: string; message: string } | undefined {
  const [issue] = inputRuleIssues(schema, data);
  return issue && { field: issue.path.join('.'), message: issue.message };
}

/** The zod validator with the input rules above checked first. */
export const inputValidatorCompiler: FastifySchemaCompiler<$ZodType> = (routeSchema) => {
  const validate = zodValidatorCompiler(routeSchema);
  const schema = routeSchema.schema;
  return (data: unknown) => {
    const issues = inputRuleIssues(schema, data);
    if (issues.length > 0) return { error: asValidationError(issues) as unknown as Error };
    return validate(data);
  };
};

/** Whether a path parameter's schema states what it may be: a number, a closed list, or a pattern. */
function isConstrained(schema: $ZodType): boolean {
  const inner = unwrap(schema);
  const def = defOf(inner);
  if (def.type === 'number' || def.type === 'bigint' || def.type === 'enum' || def.type === 'literal') return true;
  // Every text primitive refuses control characters; a path parameter needs a pattern of its own.
  if (def.type === 'string') return patternsOf(inner).some((pattern) => pattern.source !== NO_CONTROL_CHARACTERS.source);
  if (def.type === 'union') return (def.options ?? []).every(isConstrained);
  return false;
}

/** onRoute hook: a route whose text path parameter could be anything is a mistake found at start-up, not in production. */
export function assertPathParametersConstrained(route: RouteOptions): void {
  const params = route.schema?.params as $ZodType | undefined;
  const names = [...route.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]);
  if (names.length === 0) return;
  const shape = params ? defOf(unwrap(params)).shape : undefined;
  for (const name of names) {
    const field = shape?.[name];
    if (!field || !isConstrained(field)) {
      throw new Error(`${route.method} ${route.url}: path parameter "${name}" needs a schema with a pattern, a closed list or a number`);
    }
  }
}
