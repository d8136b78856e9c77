import type { AxleDiagram, AxlePosition } from '../../../../contract/fleet-survey/inspection';
import { axleMismatch, dualMismatch, readingExceptions, resolveSpec, type SpecRow } from '../../../../contract/tire-exceptions';
import { tireAgeYears, type TireAgeRule } from '../../../../contract/tire-age';
import type { Db } from '../../../db/client';
import { ageRuleOf } from '../../../tire-exceptions/age-rules';
import type { ScopedSurvey, ScopedUnit } from '../survey-access';
import { loadConfiguration, placesOf, SIDES, type AxleLayout, type Position } from './positions';
import { findInspection, inspectionReadings, specRows, type PositionedReading } from './reading-repository';
import { mountedTires, toTireInfo, type TireRow } from './tire-repository';

const samePosition = (a: Position, b: Position) => a.axle_number === b.axle_number && a.side === b.side && a.place === b.place;

/**
 * A reading belongs to the tire mounted now, or to no tire in particular. A reading of a tire
 * replaced since then stays with the removed tire, so the new tire shows as not yet read.
 */
function readingOf(readings: readonly PositionedReading[], position: Position, tire: TireRow | undefined) {
  const reading = readings.find((candidate) => samePosition(candidate, position));
  if (!reading || (reading.tire_id !== null && reading.tire_id !== tire?.id)) return null;
  const { axle_number: _axle, side: _side, place: _place, ...info } = reading;
  return info;
}

export interface DiagramInputs {
  axles: readonly AxleLayout[];
  tires: readonly TireRow[];
  readings: readonly PositionedReading[];
  specs: readonly SpecRow[];
  ageRule: TireAgeRule;
}

/** One position with its tire, reading, spec and exception colours. */
export function positionView(inputs: DiagramInputs, axle: AxleLayout, position: Position): AxlePosition {
  const tire = inputs.tires.find((candidate) => candidate.axle_number !== null && samePosition(candidate as Position, position));
  const reading = readingOf(inputs.readings, position, tire);
  const spec = resolveSpec(inputs.specs, axle.positionClass, tire?.tire_size_id ?? null);
  // The tire's age when it was read (its capture time), else today's: a tire not read yet is still that old.
  const ageAt = reading ? new Date(reading.read_at) : new Date();
  const exceptions = readingExceptions(
    {
      pressure_psi: reading?.pressure_psi ?? null,
      tread_depth_mm: reading?.tread_depth_mm ?? null,
      position_class: axle.positionClass,
      age_years: tireAgeYears(tire?.dot_week, tire?.dot_year, ageAt),
      age_rule: inputs.ageRule,
    },
    spec,
  );
  return { place: position.place, tire: tire ? toTireInfo(tire) : null, reading, spec, exceptions };
}

/** The axles of a unit as the inspection screen draws them, with dual and axle mismatch flags. */
export function buildAxles(inputs: DiagramInputs): AxleDiagram['axles'] {
  return inputs.axles.map((axle) => {
    const [left, right] = SIDES.map((side) => {
      const positions = placesOf(axle.tireCount).map((place) => positionView(inputs, axle, { axle_number: axle.axleNumber, side, place }));
      const dual_mismatch = positions.length === 2 ? dualMismatch(positions[0]!.reading, positions[1]!.reading) : null;
      return { positions, dual_mismatch };
    }) as [AxleDiagram['axles'][number]['left'], AxleDiagram['axles'][number]['right']];
    return {
      axle_number: axle.axleNumber,
      position_class: axle.positionClass,
      is_lift: axle.isLift,
      tire_count: axle.tireCount,
      left,
      right,
      axle_mismatch: axleMismatch(
        left.positions.map((p) => p.reading),
        right.positions.map((p) => p.reading),
      ),
    };
  });
}

/** Everything the diagram of one unit in one survey needs, read in one go. */
export async function loadDiagramInputs(db: Db, survey: ScopedSurvey, unit: ScopedUnit) {
  const [{ configuration, axles }, tires, inspection, specs, ageRule] = await Promise.all([
    loadConfiguration(db, unit.axleConfigurationId),
    mountedTires(db, unit.id),
    findInspection(db, survey.id, unit.id),
    specRows(db, survey.fleetLocationId),
    ageRuleOf(db, survey.fleetLocationId),
  ]);
  const readings = inspection ? await inspectionReadings(db, inspection.id) : [];
  return { configuration, inspection, inputs: { axles, tires, readings, specs, ageRule } satisfies DiagramInputs };
}

export async function axleDiagram(db: Db, survey: ScopedSurvey, unit: ScopedUnit): Promise<AxleDiagram> {
  const { configuration, inspection, inputs } = await loadDiagramInputs(db, survey, unit);
  return {
    survey_id: survey.id,
    survey_status: survey.status,
    unit_id: unit.id,
    unit_number: unit.unitNumber,
    fleet_location_id: survey.fleetLocationId,
    axle_configuration: configuration,
    unit_inspection: inspection,
    axles: buildAxles(inputs),
  };
}
