/**
 * The optional potential-loss assumptions of the generator. The request carries them in miles,
 * miles per US gallon and a price per US gallon (contract lossAssumptionsRequest); a metric user
 * types kilometres, L/100 km and a price per litre, converted here. Only the fields the user
 * changed from the shown defaults are sent, so an untouched default is never rounded off.
 */
import { POTENTIAL_LOSS_DEFAULTS, roundTo, type lossAssumptionsRequest } from './app-links';
import type { ReportUnits } from './report-units';
import type { z } from 'zod';

export type LossAssumptions = z.infer<typeof lossAssumptionsRequest>;
export const LOSS_FIELDS = ['miles_per_year', 'mpg', 'fuel_price_per_gallon', 'casing_value'] as const;
export type LossField = (typeof LOSS_FIELDS)[number];
export type LossValues = Record<LossField, number | null>;

/** The request's limits (contract lossAssumptionsRequest), in the request's own units. */
const STORED_LIMITS: Record<LossField, { max: number; positive: boolean }> = {
  miles_per_year: { max: 1_000_000, positive: true },
  mpg: { max: 100, positive: true },
  fuel_price_per_gallon: { max: 1_000, positive: true },
  casing_value: { max: 100_000, positive: false },
};

export interface LossFieldSpec {
  field: LossField;
  /** The unit shown after the number, e.g. km or L/100 km; null for money. */
  unit: string | null;
  decimals: number;
  /** Smallest and largest value the field accepts, in its displayed unit. */
  min: number;
  max: number | null;
  /** The request's value to the field's unit, and back. */
  toField: (stored: number) => number;
  toStored: (value: number) => number;
  /** The field must be above zero (not only at least zero). */
  positive: boolean;
}

/** Each assumption as the user's units show it, with limits converted from the request's. */
export function lossFieldSpecs(units: ReportUnits): Record<LossField, LossFieldSpec> {
  const distance = units.base.distance;
  const limit = (field: LossField, toField: (stored: number) => number, decimals: number) => roundDown(toField(STORED_LIMITS[field].max), decimals);
  const spec = (field: LossField, unit: string | null, decimals: number, toField: (s: number) => number, toStored: (v: number) => number): LossFieldSpec => ({
    field, unit, decimals, min: 0, max: limit(field, toField, decimals), toField, toStored, positive: STORED_LIMITS[field].positive,
  });
  const economy: LossFieldSpec =
    units.system === 'metric'
      ? // L/100 km falls as mpg rises: the request's 100 mpg ceiling is this field's floor; it has no ceiling.
        { ...spec('mpg', units.economyUnit, 2, units.economy, units.economyToMpg), min: roundUp(units.economy(STORED_LIMITS.mpg.max), 2), max: null }
      : spec('mpg', units.economyUnit, 2, units.economy, units.economyToMpg);
  return {
    miles_per_year: spec('miles_per_year', distance.label, 0, distance.fromStored, distance.toStored),
    mpg: economy,
    fuel_price_per_gallon: spec('fuel_price_per_gallon', `/${units.volumeUnit}`, 2, units.pricePerVolume, units.priceToPerGallon),
    casing_value: spec('casing_value', null, 2, (value) => value, (value) => value),
  };
}

const roundDown = (value: number, decimals: number) => Math.floor(value * 10 ** decimals) / 10 ** decimals;
const roundUp = (value: number, decimals: number) => Math.ceil(value * 10 ** decimals) / 10 ** decimals;

/** The defaults of POTENTIAL_LOSS_DEFAULTS as the fields show them. */
export function lossDefaults(units: ReportUnits): LossValues {
  const specs = lossFieldSpecs(units);
  return Object.fromEntries(LOSS_FIELDS.map((field) => [field, roundTo(specs[field].toField(POTENTIAL_LOSS_DEFAULTS[field]), specs[field].decimals)])) as LossValues;
}

export type LossRule = 'required' | 'positive' | 'min' | 'max';

/**
 * The request's loss_assumptions from the fields: null when nothing differs from the defaults,
 * and the failing rule per field. (The numeric inputs show min and max as the user types; they
 * are checked again here so a form can never send a value the server refuses.)
 */
export function lossAssumptionsBody(values: LossValues, units: ReportUnits): { body: LossAssumptions | null; errors: Partial<Record<LossField, LossRule>> } {
  const specs = lossFieldSpecs(units);
  const defaults = lossDefaults(units);
  const body: LossAssumptions = {};
  const errors: Partial<Record<LossField, LossRule>> = {};
  for (const field of LOSS_FIELDS) {
    const value = values[field];
    const spec = specs[field];
    if (value === null) errors[field] = 'required';
    else if (spec.positive && value <= 0) errors[field] = 'positive';
    else if (value < spec.min) errors[field] = 'min';
    else if (spec.max !== null && value > spec.max) errors[field] = 'max';
    else if (value !== defaults[field]) body[field] = spec.toStored(value);
  }
  return { body: Object.keys(body).length > 0 ? body : null, errors };
}
