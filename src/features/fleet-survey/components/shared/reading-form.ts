import { MAX_PRESSURE_PSI, MAX_TREAD_DEPTH_MM } from '../../../../../contract/fleet-survey/limits';
import type { TireDetails, TirePosition, TireReadingFields } from '../../data';
import { roundTo, type Quantity, type Units } from '../../../../lib/units';

/** The editor's values: readings in the user's units as typed, details as stored. */
export interface ReadingForm {
  pressure: number | null;
  tread: number | null;
  wearConditionIds: number[];
  details: Required<Pick<TireDetails, DetailKey>>;
}

export type DetailKey =
  | 'brand_id'
  | 'product_line_id'
  | 'tire_size_id'
  | 'valve_type_id'
  | 'is_retread'
  | 'retread_brand_id'
  | 'retread_product_line_id'
  | 'previous_caps'
  | 'dot_week'
  | 'dot_year'
  | 'dot_code'
  | 'serial_number';

export const EMPTY_DETAILS: ReadingForm['details'] = {
  brand_id: null,
  product_line_id: null,
  tire_size_id: null,
  valve_type_id: null,
  is_retread: false,
  retread_brand_id: null,
  retread_product_line_id: null,
  previous_caps: 0,
  dot_week: null,
  dot_year: null,
  dot_code: null,
  serial_number: null,
};

/** The largest value a field accepts in its unit (200 psi = 13.79 bar; 79.38 mm = 100/32 in). */
export function fieldMax(quantity: Quantity<string>, storedMax: number): number {
  return roundTo(quantity.fromStored(storedMax), quantity.decimals);
}

const toDisplay = (quantity: Quantity<string>, stored: number | null | undefined) => (typeof stored === 'number' && Number.isFinite(stored) ? quantity.display(stored) : null);

/**
 * Back to the stored unit, rounded to a hundredth and never over the stored maximum (13.79 bar
 * is 200.01 psi once converted, which the server would refuse).
 */
export function toStored(quantity: Quantity<string>, value: number | null, storedMax: number): number | null {
  if (value === null) return null;
  return Math.min(storedMax, roundTo(quantity.toStored(value), 2));
}

export function formFromReading(data: Partial<TireReadingFields> | null | undefined, units: Units): ReadingForm {
  const details = { ...EMPTY_DETAILS };
  for (const key of Object.keys(EMPTY_DETAILS) as DetailKey[]) {
    const value = data?.[key];
    if (value !== undefined && value !== null) (details as Record<string, unknown>)[key] = value;
  }
  return {
    pressure: toDisplay(units.pressure, data?.pressure_psi),
    tread: toDisplay(units.treadDepth, data?.tread_depth_mm),
    wearConditionIds: [...(data?.wear_condition_ids ?? [])],
    details,
  };
}

const sameIds = (a: readonly number[], b: readonly number[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();

export function detailsChanged(a: ReadingForm['details'], b: ReadingForm['details']): boolean {
  return (Object.keys(EMPTY_DETAILS) as DetailKey[]).some((key) => (a[key] ?? null) !== (b[key] ?? null));
}

export function formChanged(initial: ReadingForm, current: ReadingForm): boolean {
  return (
    initial.pressure !== current.pressure ||
    initial.tread !== current.tread ||
    !sameIds(initial.wearConditionIds, current.wearConditionIds) ||
    detailsChanged(initial.details, current.details)
  );
}

/**
 * The data layer's input for a save: the reading always, the tire's details only when the
 * technician changed them (the data layer then queues update_tire_details as well).
 */
export function readingToSave(position: TirePosition, initial: ReadingForm, current: ReadingForm, units: Units): TireReadingFields {
  const reading: TireReadingFields = {
    axle_number: position.axle_number,
    side: position.side,
    place: position.place,
    pressure_psi: toStored(units.pressure, current.pressure, MAX_PRESSURE_PSI),
    tread_depth_mm: toStored(units.treadDepth, current.tread, MAX_TREAD_DEPTH_MM),
    wear_condition_ids: [...current.wearConditionIds],
  };
  return detailsChanged(initial.details, current.details) ? { ...reading, ...current.details } : reading;
}

/** The update_tire_details limits, checked before anything is queued. */
export function detailsProblems(details: ReadingForm['details']): ('dot_week' | 'dot_year' | 'previous_caps' | 'serial_number')[] {
  const problems: ('dot_week' | 'dot_year' | 'previous_caps' | 'serial_number')[] = [];
  if (details.dot_week !== null && (details.dot_week < 1 || details.dot_week > 53)) problems.push('dot_week');
  if (details.dot_year !== null && (details.dot_year < 1970 || details.dot_year > 2100)) problems.push('dot_year');
  if (details.previous_caps < 0 || details.previous_caps > 20) problems.push('previous_caps');
  if ((details.serial_number ?? '').length > 50) problems.push('serial_number');
  return problems;
}

/** Product lines of the chosen brand (retread lines for a retread's brand). */
export function productLinesOf<T extends { id: number; brand_id: number; is_retread: boolean; is_offered?: boolean }>(
  lines: readonly T[],
  brandId: number | null,
  retread: boolean,
  chosenId: number | null = null,
): T[] {
  if (brandId === null) return [];
  // A line no longer offered stays listed for the tire that already has it; lists cached before
  // the flag existed have no is_offered and offer every line.
  const ofBrand = lines.filter((line) => line.brand_id === brandId && (line.is_offered !== false || line.id === chosenId));
  const matching = ofBrand.filter((line) => line.is_retread === retread);
  // A brand whose lines are not marked either way still offers them all.
  return matching.length > 0 ? matching : ofBrand;
}
