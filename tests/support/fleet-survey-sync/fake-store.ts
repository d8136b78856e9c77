/** The fake API's rows and the helpers its routes share; the server (fake-server.ts) adds the wire. */
export type Row = { id: number | string; version: number; [field: string]: unknown };

/** A refusal thrown before anything is written, as the real handlers' HttpError. */
export class FakeHttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: Record<string, unknown>;
  file: Blob | null;
}

/** The fake API's tables and id sequence. */
export class FakeStore {
  readonly tables = {
    units: new Map<number, Row>(),
    surveys: new Map<number, Row>(),
    inspections: new Map<number, Row>(),
    /** Tire readings, one per inspection and position. */
    readings: new Map<number, Row>(),
    /** Physical tires, mounted at a unit's position until removed. */
    mountedTires: new Map<number, Row>(),
    removedTires: new Map<number, Row>(),
    images: new Map<string, Row>(),
    /** Trailer checklists, one per survey and unit (save_trailer_readiness replaces it). */
    readiness: new Map<number, Row>(),
  };
  private nextId = 1;

  newId(): number {
    return this.nextId++;
  }
}

export type Table = Map<number, Row>;
export type Result = { status: number; body: unknown };

const CONTROL = ['id', 'version'];

export function requireRow(table: Table, value: unknown, what: string): Row {
  const id = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof id !== 'number') throw new FakeHttpError(400, `Invalid ${what}: ${String(value)}`);
  const row = table.get(id);
  if (!row || row.deleted) throw new FakeHttpError(404, `${what} ${id} not found`);
  return row;
}

export function fields(body: Record<string, unknown>, omit: string[] = []): Record<string, unknown> {
  return Object.fromEntries(Object.entries(body).filter(([k]) => !CONTROL.includes(k) && !omit.includes(k)));
}

/** Refuses a stale or missing base version with 409 and the stored row, before writing anything. */
export function checkVersion(row: Row, version: unknown): void {
  if (version !== row.version) throw new FakeHttpError(409, 'This record was changed by someone else since you opened it', { current: structuredClone(row) });
}

export function versionedUpdate(table: Table, id: unknown, body: Record<string, unknown>, what: string, omit: string[] = []): Result {
  const row = requireRow(table, id, what);
  checkVersion(row, body.version);
  Object.assign(row, fields(body, omit), { version: row.version + 1 });
  return { status: 200, body: { id: row.id, version: row.version } };
}

export function insert(server: FakeStore, table: Table, values: Record<string, unknown>): Row {
  const row: Row = { ...values, id: server.newId(), version: 1 };
  table.set(row.id as number, row);
  return row;
}

export function inspectionOf(server: FakeStore, survey: Row, unit: Row): Row {
  const found = [...server.tables.inspections.values()].find((i) => i.survey_id === survey.id && i.unit_id === unit.id);
  return found ?? insert(server, server.tables.inspections, { survey_id: survey.id, unit_id: unit.id });
}
