import type { UnitEventType, UnitHistoryRow } from '../../../contract/unit-history';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import type { Scope } from '../../tenancy';
import { eventCountsQuery, eventRowsQuery, type EventFilter } from './event-queries';
import type { ChosenUnit } from './selection-repository';

/** The row as the queries answer it, before the unit's number and the position are added. */
export interface EventRecord extends Record<string, unknown> {
  unit_id: number;
  event_type: UnitEventType;
  event_id: number;
  event_at: Date | string;
  axle: number | null;
  side: 'left' | 'right' | null;
  place: 'single' | 'inner' | 'outer' | null;
  survey_id: number | null;
  location_name: string | null;
  performed_by: string | null;
  pressure_psi: number | null;
  tread_depth_mm: number | null;
  brand: string | null;
  product_line: string | null;
  tire_size: string | null;
  serial_number: string | null;
  is_retread: boolean | null;
  valve: string | null;
  position_class: string | null;
  mileage: number | null;
  hours: number | null;
  details: string;
  cost: string | number | null;
  rolled_at: Date | string | null;
  replaced_by: string | null;
}

/** A full event with the unit's number: what the report rows and the detail sheets read. */
export type UnitEvent = UnitHistoryRow & Pick<EventRecord, 'hours' | 'is_retread' | 'valve' | 'position_class' | 'replaced_by'> & { rolled_at: string | null };

const PLACE_LETTER = { single: '', inner: 'I', outer: 'O' } as const;

/** "2 LO": axle 2, left, outer; a single tire has no place letter. */
export function positionText(axle: number | null, side: EventRecord['side'], place: EventRecord['place']): string | null {
  if (axle === null || side === null) return null;
  return `${axle} ${side === 'left' ? 'L' : 'R'}${place ? PLACE_LETTER[place] : ''}`;
}

const iso = (value: Date | string) => new Date(value).toISOString();
const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));

function toEvent(record: EventRecord, unit: ChosenUnit): UnitEvent {
  return {
    unit_id: Number(record.unit_id),
    unit_number: unit.unitNumber,
    account_name: unit.accountName,
    event_type: record.event_type,
    event_id: Number(record.event_id),
    event_at: iso(record.event_at),
    survey_id: numberOrNull(record.survey_id),
    location_name: record.location_name,
    performed_by: record.performed_by,
    position: positionText(numberOrNull(record.axle), record.side, record.place),
    pressure_psi: numberOrNull(record.pressure_psi),
    tread_depth_mm: numberOrNull(record.tread_depth_mm),
    brand: record.brand,
    product_line: record.product_line,
    tire_size: record.tire_size,
    serial_number: record.serial_number,
    mileage: numberOrNull(record.mileage),
    details: record.details ?? '',
    cost: numberOrNull(record.cost),
    hours: numberOrNull(record.hours),
    is_retread: record.is_retread,
    valve: record.valve,
    position_class: record.position_class,
    rolled_at: record.rolled_at === null ? null : iso(record.rolled_at),
    replaced_by: record.replaced_by,
  };
}

/** Events per unit id and in all, by type; read from the units' indexes, never the rows. */
export async function eventCounts(db: Db, scope: Scope, filter: EventFilter) {
  const rows = await queryRows<{ unit_id: number; event_type: UnitEventType; events: number }>(db, eventCountsQuery(scope, filter));
  const perUnit = new Map<number, number>();
  const perType = new Map<UnitEventType, number>();
  for (const row of rows) {
    perUnit.set(Number(row.unit_id), (perUnit.get(Number(row.unit_id)) ?? 0) + Number(row.events));
    perType.set(row.event_type, (perType.get(row.event_type) ?? 0) + Number(row.events));
  }
  return { perUnit, perType, total: [...perUnit.values()].reduce((a, b) => a + b, 0) };
}

/**
 * One page of the chosen units' history (units by number, each newest first). The per-unit
 * counts say which units the page falls in; only their events are read and ordered, with the
 * offset inside the first of them.
 */
export async function historyPage(db: Db, scope: Scope, units: ChosenUnit[], page: { number: number; size: number }) {
  const counts = await eventCounts(db, scope, { unitIds: units.map((unit) => unit.id) });
  const start = (page.number - 1) * page.size;
  const window: ChosenUnit[] = [];
  let before = 0;
  let seen = 0;
  for (const unit of units) {
    const events = counts.perUnit.get(unit.id) ?? 0;
    if (events === 0) continue;
    if (seen + events <= start) {
      seen += events;
      before = seen;
      continue;
    }
    if (seen >= start + page.size) break;
    window.push(unit);
    seen += events;
  }
  const byId = new Map(units.map((unit) => [unit.id, unit]));
  const records = window.length
    ? await queryRows<EventRecord>(db, eventRowsQuery(scope, { unitIds: window.map((unit) => unit.id) }, { limit: page.size, offset: start - before }))
    : [];
  return { rows: records.map((record) => toEvent(record, byId.get(Number(record.unit_id))!)), total: counts.total };
}

/** Units read per query while streaming a file: a few hundred to a few thousand rows each. */
const UNITS_PER_CHUNK = 10;

/** Every event of the chosen units, in report order, a few units at a time (memory stays flat). */
export async function* streamEvents(db: Db, scope: Scope, units: ChosenUnit[], filter: Omit<EventFilter, 'unitIds'> = {}): AsyncGenerator<UnitEvent> {
  const byId = new Map(units.map((unit) => [unit.id, unit]));
  for (let i = 0; i < units.length; i += UNITS_PER_CHUNK) {
    const chunk = units.slice(i, i + UNITS_PER_CHUNK);
    const records = await queryRows<EventRecord>(db, eventRowsQuery(scope, { ...filter, unitIds: chunk.map((unit) => unit.id) }));
    for (const record of records) yield toEvent(record, byId.get(Number(record.unit_id))!);
  }
}
