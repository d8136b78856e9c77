import { checkVersion, FakeHttpError, fields, insert, inspectionOf, requireRow, versionedUpdate, type FakeRequest, type FakeStore, type Result, type Table } from './fake-store';
import { tireRoutes } from './fake-tire-routes';

function softDelete(table: Table, id: unknown, what: string): Result {
  const row = requireRow(table, id, what);
  row.deleted = true;
  return { status: 200, body: { status: 200, description: 'Deleted', isError: false, id: row.id } };
}

/** The unit and survey calls, with the contract's request and answer shapes (contract/fleet-survey). */
export function routeFleetSurvey(server: FakeStore, request: FakeRequest): Result {
  const t = server.tables;
  const body = request.body;
  const [prefix, route, param] = request.path.split('/');
  if (prefix !== 'fleet_survey') throw new FakeHttpError(404, 'Not found');
  switch (`${request.method} ${route}`) {
    case 'POST save_unit':
      if (body.id === undefined) return { status: 201, body: { id: insert(server, t.units, fields(body)).id, version: 1 } };
      return versionedUpdate(t.units, body.id, body, 'unit');
    case 'POST save_units': {
      const created = (body.units as Record<string, unknown>[]).map((u) => insert(server, t.units, fields(u)));
      return { status: 200, body: { ids: created.map((u) => u.id), units: created.map((u) => ({ id: u.id, version: u.version })) } };
    }
    case 'DELETE delete_unit':
      return softDelete(t.units, param, 'unit');
    case 'POST create_survey':
      return { status: 201, body: { id: insert(server, t.surveys, { ...fields(body), status: 'open' }).id, version: 1 } };
    case 'POST update_survey_details':
      return versionedUpdate(t.surveys, body.id, body, 'survey');
    case 'POST finish_survey': {
      const row = requireRow(t.surveys, body.survey_id, 'survey');
      checkVersion(row, body.version);
      Object.assign(row, { status: 'finished', version: row.version + 1 });
      return { status: 200, body: { survey_id: row.id, status: 'finished', finished_at: new Date(0).toISOString(), version: row.version, email: null } };
    }
    case 'DELETE delete_survey':
      return softDelete(t.surveys, param, 'survey');
    case 'POST add_new_unit_to_survey': {
      const survey = requireRow(t.surveys, body.survey_id, 'survey');
      const unit = insert(server, t.units, { ...(body.unit as object), location_id: survey.location_id });
      const inspection = insert(server, t.inspections, { ...fields(body, ['survey_id', 'unit']), survey_id: survey.id, unit_id: unit.id });
      return { status: 200, body: { unit_id: unit.id, unit_inspection_id: inspection.id } };
    }
    case 'POST add_existing_unit_to_survey': {
      const survey = requireRow(t.surveys, body.survey_id, 'survey');
      const unit = requireRow(t.units, body.unit_id, 'unit');
      const before = t.inspections.size;
      const inspection = inspectionOf(server, survey, unit);
      if (t.inspections.size > before) Object.assign(inspection, fields(body, ['survey_id', 'unit_id']));
      return { status: 200, body: { unit_inspection_id: inspection.id, is_new: t.inspections.size > before } };
    }
    case 'POST update_unit_inspection': {
      const inspection = inspectionOf(server, requireRow(t.surveys, body.survey_id, 'survey'), requireRow(t.units, body.unit_id, 'unit'));
      checkVersion(inspection, body.version ?? 1);
      Object.assign(inspection, fields(body, ['survey_id', 'unit_id']), { version: inspection.version + 1 });
      return { status: 200, body: { unit_inspection_id: inspection.id, version: inspection.version } };
    }
    case 'POST add_unit_image':
    case 'POST add_tire_image': {
      const inspection = requireRow(t.inspections, route === 'add_unit_image' ? param : body.unit_inspection_id, 'unit inspection');
      const tire = route === 'add_tire_image' ? requireRow(t.mountedTires, body.tire_id, 'tire') : null;
      if (!request.file) throw new FakeHttpError(400, 'file is required');
      const storageId = `img-${server.newId()}`;
      t.images.set(storageId, { id: storageId, version: 1, unit_inspection_id: inspection.id, tire_id: tire?.id ?? null, byte_size: request.file.size, client_id: body.client_id });
      return { status: 200, body: { id: server.newId(), storage_id: storageId, client_id: body.client_id ?? null } };
    }
    case 'POST save_trailer_readiness': {
      const survey = requireRow(t.surveys, body.survey_id, 'survey');
      const unit = requireRow(t.units, body.unit_id, 'unit');
      const answers = body.answers as { selected_value: string }[];
      const passed = answers.length > 0 && answers.every((a) => a.selected_value === 'pass' || a.selected_value === 'n/a');
      const found = [...t.readiness.values()].find((r) => r.survey_id === survey.id && r.unit_id === unit.id);
      const row = found ? Object.assign(found, { answers, passed }) : insert(server, t.readiness, { survey_id: survey.id, unit_id: unit.id, answers, passed });
      return { status: 200, body: { trailer_readiness_id: row.id, passed } };
    }
    case 'DELETE delete_image': {
      const image = t.images.get(request.query.get('storageId') ?? '');
      if (!image || image.deleted) throw new FakeHttpError(404, 'image not found');
      image.deleted = true;
      return { status: 200, body: { status: 200, description: 'Deleted', isError: false } };
    }
    default:
      return tireRoutes(server, request, route ?? '', param);
  }
}
