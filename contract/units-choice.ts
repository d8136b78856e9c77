/**
 * A user's choice of units, shared by the server (which stores it and answers in it) and the
 * client (which shows it and converts input with it). Pure: no zod, so the browser can import it.
 *
 * The spec's user record carries unit_of_measurement ('imperial' | 'metric'); metric pressure
 * comes in two units, bar and kPa, so the choice is one of three.
 */
export const PRESSURE_UNITS = ['psi', 'bar', 'kPa'] as const;
export type PressureUnit = (typeof PRESSURE_UNITS)[number];
export type UnitSystem = 'imperial' | 'metric';

/** The three choices the user's menu offers. */
export const UNIT_CHOICES = ['imperial', 'metric_bar', 'metric_kpa'] as const;
export type UnitChoice = (typeof UNIT_CHOICES)[number];

export interface UserUnits {
  unitOfMeasurement: UnitSystem;
  pressureUnit: PressureUnit;
}

const CHOICE_UNITS: Record<UnitChoice, UserUnits> = {
  imperial: { unitOfMeasurement: 'imperial', pressureUnit: 'psi' },
  metric_bar: { unitOfMeasurement: 'metric', pressureUnit: 'bar' },
  metric_kpa: { unitOfMeasurement: 'metric', pressureUnit: 'kPa' },
};

export const unitsOfChoice = (choice: UnitChoice): UserUnits => CHOICE_UNITS[choice];

/** The menu's choice for a user's units; a psi/metric mismatch reads by the system. */
export function choiceOfUnits(units: UserUnits): UnitChoice {
  if (units.unitOfMeasurement === 'imperial') return 'imperial';
  return units.pressureUnit === 'kPa' ? 'metric_kpa' : 'metric_bar';
}

/**
 * Locales whose users read imperial by default: the United States' (tire gauges and odometers
 * there read psi, 32nds and miles). Every other market of the portal is metric.
 */
export const IMPERIAL_LOCALES: readonly string[] = ['en-US', 'es-US'];

/**
 * The units of a user who never chose: metric when the account set them up metric (the stored
 * unit_of_measurement) or when their language belongs to a metric market, else imperial.
 * Metric pressure defaults to bar, the unit existing metric reports and files already use.
 */
export function defaultUnits(storedUnitOfMeasurement: UnitSystem, language: string): UserUnits {
  const metric = storedUnitOfMeasurement === 'metric' || !IMPERIAL_LOCALES.includes(language);
  return metric ? CHOICE_UNITS.metric_bar : CHOICE_UNITS.imperial;
}

/**
 * The units a user reads: their own choice when they made one (a stored pressure unit), else
 * the default above. The stored unit_of_measurement always matches a choice once made.
 */
export function effectiveUnits(stored: { unitOfMeasurement: UnitSystem; pressureUnit: PressureUnit | null; language: string }): UserUnits {
  if (stored.pressureUnit === null) return defaultUnits(stored.unitOfMeasurement, stored.language);
  return { unitOfMeasurement: stored.pressureUnit === 'psi' ? 'imperial' : 'metric', pressureUnit: stored.pressureUnit };
}
