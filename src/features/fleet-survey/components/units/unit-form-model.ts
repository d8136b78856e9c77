import { SELECT_FIELDS } from '../../../../../contract/fleet-survey/unit-select-fields';
import type { UnitFields, UnitRecord } from '../../data/types';
import { normalizeVin, vinProblem } from '../../vin/vin';

/** The select-backed text fields of a unit and the get_unit_selects kind each takes its options from (the contract's map). */
export const COMPONENT_SELECTS = SELECT_FIELDS;
export type ComponentField = keyof typeof COMPONENT_SELECTS;
export const COMPONENT_FIELDS = Object.keys(COMPONENT_SELECTS) as ComponentField[];

const TEXT_FIELDS = ['unit_number', 'vin', 'dot', 'license_plate', 'license_plate_state', 'manufacturer', 'model', ...COMPONENT_FIELDS] as const;
type TextField = (typeof TEXT_FIELDS)[number];

/** The create/edit form's state: texts as typed, ids as numbers or null. */
export type UnitForm = Record<TextField, string> & {
  year: number | null;
  type: number | null;
  vocation: number | null;
  axle_configuration_id: number | null;
};

/** Lengths of the contract (contract/fleet-survey/units.ts unitFields). */
export const MAX_LENGTHS: Record<TextField, number> = {
  unit_number: 50,
  vin: 30,
  dot: 20,
  license_plate: 20,
  license_plate_state: 10,
  manufacturer: 100,
  model: 100,
  ...(Object.fromEntries(COMPONENT_FIELDS.map((f) => [f, 100])) as Record<ComponentField, number>),
};
export const YEAR_MIN = 1900;
export const YEAR_MAX = 2100;

export function emptyUnitForm(): UnitForm {
  return { ...(Object.fromEntries(TEXT_FIELDS.map((f) => [f, ''])) as Record<TextField, string>), year: null, type: null, vocation: null, axle_configuration_id: null };
}

const asText = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const asId = (value: unknown) => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : null;
};

/** A stored unit (local data, server detail or staged import row) as form state. */
export function formFromData(data: Record<string, unknown>): UnitForm {
  const form = emptyUnitForm();
  for (const field of TEXT_FIELDS) form[field] = asText(data[field]);
  form.year = asId(data.year);
  form.type = asId(data.type);
  form.vocation = asId(data.vocation);
  form.axle_configuration_id = asId(data.axle_configuration_id);
  return form;
}

const blank = (text: string) => (text.trim() === '' ? null : text.trim());

/** The unit's fields as save_unit takes them: blanks become null, the plate state upper case. */
export function fieldsFromForm(form: UnitForm): UnitFields {
  const fields: UnitFields = { unit_number: form.unit_number.trim() };
  for (const field of TEXT_FIELDS) if (field !== 'unit_number') fields[field] = blank(form[field]);
  fields.license_plate_state = fields.license_plate_state ? String(fields.license_plate_state).toUpperCase() : null;
  // A valid VIN typed in lower case or with spaces is stored as printed on the vehicle.
  if (fields.vin && vinProblem(normalizeVin(String(fields.vin))) === null) fields.vin = normalizeVin(String(fields.vin));
  fields.year = form.year;
  fields.type = form.type;
  fields.vocation = form.vocation;
  fields.axle_configuration_id = form.axle_configuration_id;
  return fields;
}

/**
 * Copying "the specification" of another unit: everything but what identifies one vehicle
 * (number, VIN, plate and its state), as the server's create_unit_copy does.
 */
export function copySpecification(form: UnitForm, source: Record<string, unknown>): UnitForm {
  const copied = formFromData(source);
  return { ...copied, unit_number: form.unit_number, vin: form.vin, license_plate: form.license_plate, license_plate_state: form.license_plate_state };
}

export const normalizeUnitNumber = (n: string) => n.trim().toUpperCase();

/** Another unit on this device at the location already has the number (numbers are unique per location). */
export function takenLocally(units: Pick<UnitRecord, 'localId' | 'data'>[], unitNumber: string, exceptLocalId: string | null): UnitRecord['data'] | null {
  const wanted = normalizeUnitNumber(unitNumber);
  if (!wanted) return null;
  return units.find((u) => u.localId !== exceptLocalId && normalizeUnitNumber(u.data.unit_number) === wanted)?.data ?? null;
}

export type UnitFormProblem = 'required' | 'too_long' | 'number_taken' | 'year_range' | 'vin_length' | 'vin_characters' | 'vin_check_digit';

/**
 * The form's problems by field. A VIN typed or changed must be a valid 17-character one (check
 * digit included); the VIN a unit already had (`initialVin`, e.g. from an old import) is left as
 * it is, so editing another field of that unit still saves.
 */
export function validateUnitForm(form: UnitForm, numberTaken: boolean, initialVin = ''): Partial<Record<keyof UnitForm, UnitFormProblem>> {
  const problems: Partial<Record<keyof UnitForm, UnitFormProblem>> = {};
  if (!form.unit_number.trim()) problems.unit_number = 'required';
  else if (numberTaken) problems.unit_number = 'number_taken';
  for (const field of TEXT_FIELDS) if (!problems[field] && form[field].trim().length > MAX_LENGTHS[field]) problems[field] = 'too_long';
  if (form.type === null) problems.type = 'required';
  const vin = normalizeVin(form.vin);
  if (!problems.vin && vin !== '' && vin !== normalizeVin(initialVin)) {
    const problem = vinProblem(vin);
    if (problem) problems.vin = `vin_${problem}`;
  }
  if (form.year !== null && (form.year < YEAR_MIN || form.year > YEAR_MAX)) problems.year = 'year_range';
  return problems;
}
