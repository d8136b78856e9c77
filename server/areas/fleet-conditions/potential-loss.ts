import { POTENTIAL_LOSS_DEFAULTS } from '../../../contract/fleet-conditions';
import { round } from './tally';
import type { StoredParameters } from './report-parameters';

/*
 * Potential loss: what the fleet's under-inflated tires cost in a year, were they left as
 * found. Two parts, each from a rule of thumb the industry publishes:
 *
 * Fuel. Each 10 % of under-inflation costs about 1 % of fuel economy (US DOT/FMCSA and TMC
 * tire guidance), so a tire u (0–1) under its target wastes u × 0.1 of its share of the
 * combination's fuel; a combination burns miles_per_year / mpg gallons a year on
 * tires_per_combination tires:
 *   gallons = Σ u_tire × FUEL_ECONOMY_LOSS_PER_UNDER_INFLATION × miles_per_year / mpg / tires_per_combination
 *   fuel cost = gallons × fuel_price_per_gallon
 *
 * Casings. A tire 20 % or more under target (the critical level of contract/tire-exceptions)
 * runs flat: flexing heats the casing until it can no longer be retreaded, so each such tire
 * is counted as one casing lost:
 *   casing cost = casings_at_risk × casing_value
 *
 * Amounts are in the currency of the assumptions (the defaults are US figures in dollars).
 */

/** 1 % fuel economy per 10 % under-inflation: 0.01 / 0.10. */
export const FUEL_ECONOMY_LOSS_PER_UNDER_INFLATION = 0.1;

export interface LossInputs {
  /** Tires whose pressure was read and had a target to compare with. */
  tiresWithPressure: number;
  /** Tires at the pressure warning or critical level below target (not in spec, as "Pressure in spec" judges). */
  underInflated: number;
  /** Σ (target − pressure) / target over the under-inflated tires. */
  underInflatedShareSum: number;
  /** Σ (target − pressure) / target over every tire under its target: the fuel it costs. */
  underShareSum: number;
  /** Tires at the critical under-inflation level. */
  casingsAtRisk: number;
}

export const emptyLoss = (): LossInputs => ({ tiresWithPressure: 0, underInflated: 0, underInflatedShareSum: 0, underShareSum: 0, casingsAtRisk: 0 });

export function addLoss(into: LossInputs, from: LossInputs): void {
  into.tiresWithPressure += from.tiresWithPressure;
  into.underInflated += from.underInflated;
  into.underInflatedShareSum += from.underInflatedShareSum;
  into.underShareSum += from.underShareSum;
  into.casingsAtRisk += from.casingsAtRisk;
}

export function estimateLoss(inputs: LossInputs, assumptions: StoredParameters['loss_assumptions']) {
  const gallonsPerTire = assumptions.miles_per_year / assumptions.mpg / POTENTIAL_LOSS_DEFAULTS.tires_per_combination;
  const gallons = inputs.underShareSum * FUEL_ECONOMY_LOSS_PER_UNDER_INFLATION * gallonsPerTire;
  const fuelCost = gallons * assumptions.fuel_price_per_gallon;
  const casingCost = inputs.casingsAtRisk * assumptions.casing_value;
  return {
    under_inflated_tires: inputs.underInflated,
    average_under_inflation_percent: inputs.underInflated === 0 ? null : round((inputs.underInflatedShareSum / inputs.underInflated) * 100, 1),
    fuel_gallons_per_year: round(gallons, 1),
    fuel_cost_per_year: round(fuelCost, 2),
    casings_at_risk: inputs.casingsAtRisk,
    casing_cost: round(casingCost, 2),
    total_cost: round(fuelCost + casingCost, 2),
  };
}

export function lossAssumptions(assumptions: StoredParameters['loss_assumptions']) {
  return {
    ...assumptions,
    tires_per_combination: POTENTIAL_LOSS_DEFAULTS.tires_per_combination,
    fuel_economy_loss_per_under_inflation: FUEL_ECONOMY_LOSS_PER_UNDER_INFLATION,
  };
}
