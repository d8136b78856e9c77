import { checkVersion, FakeHttpError, fields, inspectionOf, insert, requireRow, versionedUpdate, type FakeRequest, type FakeStore, type Result, type Row } from './fake-store';

const DETAIL_FIELDS = ['brand_id', 'product_line_id', 'tire_size_id', 'valve_type_id', 'is_retread', 'retread_brand_id', 'retread_product_line_id', 'previous_caps', 'dot_week', 'dot_year', 'serial_number'];
const at = (row: Row, body: Record<string, unknown>) => row.axle_number === body.axle_number && row.side === body.side && row.place === body.place;
const pick = (body: Record<string, unknown>, keys: string[]) => Object.fromEntries(keys.filter((k) => k in body).map((k) => [k, body[k]]));

/** Readings, tire details and replacements: positions are addressed by survey, unit, axle, side, place. */
export function tireRoutes(server: FakeStore, request: FakeRequest, route: string, param: string | undefined): Result {
  const t = server.tables;
  const body = request.body;
  switch (`${request.method} ${route}`) {
    case 'POST save_tire': {
      const survey = requireRow(t.surveys, body.survey_id, 'survey');
      const unit = requireRow(t.units, body.unit_id, 'unit');
      const inspection = inspectionOf(server, survey, unit);
      const tire = [...t.mountedTires.values()].find((m) => m.unit_id === unit.id && !m.removed && at(m, body)) ?? insert(server, t.mountedTires, { unit_id: unit.id, ...pick(body, ['axle_number', 'side', 'place']) });
      const values = { ...fields(body), tire_id: tire.id, unit_inspection_id: inspection.id };
      const existing = [...t.readings.values()].find((r) => r.unit_inspection_id === inspection.id && at(r, body));
      let reading: Row;
      if (existing) {
        if (existing.tire_id === tire.id) checkVersion(existing, body.version);
        reading = Object.assign(existing, values, { version: existing.version + 1 });
      } else {
        reading = insert(server, t.readings, values);
      }
      return { status: 200, body: { tire_id: tire.id, tire_reading_id: reading.id, unit_inspection_id: inspection.id, version: reading.version } };
    }
    case 'POST update_tire_details': {
      requireRow(t.surveys, body.survey_id, 'survey');
      const { version } = versionedUpdate(t.mountedTires, body.tire_id, pick(body, [...DETAIL_FIELDS, 'version']), 'tire').body as { version: number };
      return { status: 200, body: { tire_id: body.tire_id, version } };
    }
    case 'POST replace_tires': {
      const survey = requireRow(t.surveys, body.survey_id, 'survey');
      const unit = requireRow(t.units, body.unit_id, 'unit');
      const old = [...t.mountedTires.values()].find((m) => m.unit_id === unit.id && !m.removed && at(m, body));
      if (!old) throw new FakeHttpError(404, 'No tire at this position');
      const inspection = inspectionOf(server, survey, unit);
      old.removed = true;
      const fresh = insert(server, t.mountedTires, { unit_id: unit.id, ...pick(body, ['axle_number', 'side', 'place']), ...(body.new_tire as object) });
      const removed = insert(server, t.removedTires, { ...fields(body, ['new_tire']), tire_id: old.id, replaced_by_tire_id: fresh.id });
      return { status: 200, body: { removed_tire_id: removed.id, new_tire_id: fresh.id, unit_inspection_id: inspection.id } };
    }
    case 'POST undo_tire_replace': {
      const removed = requireRow(t.removedTires, body.removed_tire_id, 'removed tire');
      const restored = requireRow(t.mountedTires, removed.tire_id, 'tire');
      const fresh = t.mountedTires.get(removed.replaced_by_tire_id as number)!;
      removed.deleted = true;
      restored.removed = false;
      fresh.removed = true;
      return { status: 200, body: { removed_tire_id: removed.id, restored_tire_id: restored.id, removed_new_tire_id: fresh.id } };
    }
    case 'PUT update_removed_tire':
      return versionedUpdate(t.removedTires, body.id, body, 'removed tire');
    case 'DELETE delete_removed_tire': {
      const row = requireRow(t.removedTires, param, 'removed tire');
      row.deleted = true;
      return { status: 200, body: { status: 200, description: 'Deleted', isError: false, id: row.id } };
    }
    default:
      throw new FakeHttpError(404, `No route ${request.method} ${request.path}`);
  }
}
