import { and, eq } from 'drizzle-orm';
import type { PositionRequest } from '../../../../contract/fleet-survey/inspection';
import type { Db } from '../../../db/client';
import { fleetLocations } from '../../../db/schema';
import { HttpError } from '../../../plugins/error-handler';
import { ageRuleOf } from '../../../tire-exceptions/age-rules';
import { locationFilter, type Scope } from '../../../tenancy';
import { LOCATION_NOT_FOUND, requireSurvey, requireSurveyUnit } from '../survey-access';
import { loadDiagramInputs, positionView } from './axle-diagram';
import { requirePosition } from './positions';
import { lastReadingsOfTire, specRows } from './reading-repository';

/** One position of a unit in a survey: its tire, this survey's reading, colours and the tire's history. */
export async function wheelPositionInfo(db: Db, scope: Scope, body: PositionRequest) {
  const survey = await requireSurvey(db, scope, body.survey_id);
  const unit = await requireSurveyUnit(db, scope, survey, body.unit_id);
  const axle = await requirePosition(db, unit, body);
  const { inputs } = await loadDiagramInputs(db, survey, unit);
  const view = positionView(inputs, axle, body);
  return {
    ...view,
    axle_number: body.axle_number,
    side: body.side,
    position_class: axle.positionClass,
    is_lift: axle.isLift,
    last_readings: view.tire ? await lastReadingsOfTire(db, scope, view.tire.id) : [],
  };
}

/** The specs the tablet needs to colour readings offline, for a location or a survey's location. */
export async function treadDepthSpec(db: Db, scope: Scope, body: { location_id?: number; survey_id?: number }) {
  let fleetLocationId: number;
  if (body.survey_id !== undefined) {
    fleetLocationId = (await requireSurvey(db, scope, body.survey_id)).fleetLocationId;
  } else {
    const [location] = await db
      .select({ id: fleetLocations.id })
      .from(fleetLocations)
      .where(and(eq(fleetLocations.id, body.location_id!), locationFilter(scope, { accountId: fleetLocations.accountId, locationId: fleetLocations.id })));
    if (!location) throw new HttpError(404, LOCATION_NOT_FOUND);
    fleetLocationId = location.id;
  }
  const [specs, ageRule] = await Promise.all([specRows(db, fleetLocationId), ageRuleOf(db, fleetLocationId)]);
  return { fleet_location_id: fleetLocationId, specs, age_rule: ageRule };
}
