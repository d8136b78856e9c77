import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  addLocationRequest,
  commonSpecsData,
  commonSpecsRequest,
  configuratorStructure,
  conflictsData,
  conflictsRequest,
  fleetIdData,
  fleetIdRequest,
  locationData,
  saveLocationRequest,
  savedData,
  saveSpecsRequest,
  saveTireAgeRuleRequest,
  specEnvelope,
  specFailure,
  specFileRequest,
  SPEC_POSITION_CLASSES,
  type SpecAccess,
} from '../../../contract/manage-specs';
import { isHeadOffice, isStaff, type SessionUser } from '../../auth/session-user';
import { sendExport, type ExportFormat } from '../../exports';
import { userMeasureFormats, userMeasureUnits } from '../../exports/units';
import { requireUser } from '../../plugins/authenticate';
import { HttpError } from '../../plugins/error-handler';
import { getScope } from '../../tenancy';
import { listTireSizes } from '../../lookups/reference-repository';
import { ADMIN_CATALOG_CODE, NOT_HEAD_OFFICE } from '../admin-access';
import { locationConflicts } from './conflicts';
import { specsDocument } from './export-document';
import { findFleet, findFleets, locationOf, locationsWithSpecs, saveTireAgeRule, toSpecLocation } from './repository';
import { commonSpecsOf, isViewable, toView } from './spec-rows';
import { copyCommonSpecs, replaceSpecs, validateSpecs } from './spec-writes';

const tags = ['manage_specs'];
const config = { securityCode: ADMIN_CATALOG_CODE };
const fail = { 400: specFailure, 401: specFailure, 403: specFailure, 404: specFailure, 409: specFailure } as const;
const ok = <T>(data: T, message = 'OK') => ({ ResponseCode: 200, ResponseMessage: message, data });

/**
 * Who reads and who changes (spec 3 §3, §6 flags). Every call needs TVADMIN; the head office
 * (GYR, ADMIN) changes location specs; only administrators change the common specs, which
 * reach every fleet's reports at once; service centre staff read.
 */
export function specAccessOf(user: SessionUser): SpecAccess {
  const admin = user.securityCodes.includes(ADMIN_CATALOG_CODE);
  return {
    has_tv_admin_security: admin,
    has_fleet_tab_access: admin,
    has_all_location_level_access: admin && isStaff(user),
    head_office: isHeadOffice(user),
    has_fleet_Level_access: admin && user.group === 'ADMIN',
    can_manage_specs: admin && isHeadOffice(user),
  };
}

function requireAccess(user: SessionUser, flag: keyof SpecAccess): void {
  if (!specAccessOf(user)[flag]) throw new HttpError(403, NOT_HEAD_OFFICE);
}

/**
 * Specification management (spec 3 §7 prefix manage_specs), mounted at /api/v2/manage_specs.
 * Every answer, failures included, carries ResponseCode and ResponseMessage (spec 3 §3, §8):
 * the client rejects with ResponseMessage whenever ResponseCode is not 200.
 */
export async function manageSpecsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.db;
  const systemOf = (request: FastifyRequest) => userMeasureUnits(requireUser(request));

  // Failures (the sign-in and security code checks included) get the envelope's two fields.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode < 400 || typeof payload !== 'string' || !payload.startsWith('{')) return payload;
    const body = JSON.parse(payload) as { message?: string };
    return JSON.stringify({ ...body, ResponseCode: reply.statusCode, ResponseMessage: body.message ?? '' });
  });

  r.post('/configurator_structure', { config, schema: { tags, response: { 200: specEnvelope(configuratorStructure), ...fail } } }, async (request) => {
    const user = requireUser(request);
    const sizes = await listTireSizes(db);
    return ok({
      access: specAccessOf(user),
      ...userMeasureFormats(userMeasureUnits(user)),
      position_classes: [...SPEC_POSITION_CLASSES],
      tire_sizes: sizes.map((size) => ({ id: size.id, size: size.size })),
    });
  });

  r.post('/get_fleet_id', { config, schema: { tags, body: fleetIdRequest, response: { 200: specEnvelope(fleetIdData), ...fail } } }, async (request) =>
    ok({ fleets: await findFleets(db, await getScope(request), request.body.key_word) }),
  );

  r.post('/get_common_specs', { config, schema: { tags, body: commonSpecsRequest, response: { 200: specEnvelope(commonSpecsData), ...fail } } }, async (request) => {
    const system = systemOf(request);
    const scope = await getScope(request);
    const fleetId = request.body.fleet_id ?? null;
    const fleet = fleetId === null ? null : await findFleet(db, scope, fleetId);
    const locations = fleet ? await locationsWithSpecs(db, scope, fleet.fleet_id) : [];
    return ok({
      items: (await commonSpecsOf(db)).filter(isViewable).map((row) => toView(row, system)),
      ...userMeasureFormats(system),
      fleet: fleet ? { ...fleet, locations: locations.map((location) => toSpecLocation(location, system)) } : null,
    });
  });

  r.post(
    '/get_fleet_location_conflicts',
    { config, schema: { tags, body: conflictsRequest, response: { 200: specEnvelope(conflictsData), ...fail } } },
    async (request) => {
      const scope = await getScope(request);
      const fleetId = request.body.fleet_id ?? null;
      if (fleetId !== null) await findFleet(db, scope, fleetId);
      const found = locationConflicts(await locationsWithSpecs(db, scope, fleetId), await commonSpecsOf(db));
      const message = found.length === 0 ? 'No location conflicts with the common specs' : `${found.length} locations have conflicting specs`;
      return ok({ fleet_locations: found, message, no_conflicts: found.length === 0 }, message);
    },
  );

  r.post('/add_new_location', { config, schema: { tags, body: addLocationRequest, response: { 200: specEnvelope(locationData), ...fail } } }, async (request) => {
    const user = requireUser(request);
    requireAccess(user, 'can_manage_specs');
    const scope = await getScope(request);
    const location = await locationOf(db, scope, request.body.fleet_location_id);
    if (location.specs.some(isViewable)) throw new HttpError(409, 'This location already has its own specs');
    await copyCommonSpecs(db, location.id);
    const saved = await locationOf(db, scope, location.id);
    return ok({ location: toSpecLocation(saved, userMeasureUnits(user)) }, 'The location has its own specs now');
  });

  r.put('/save_location', { config, schema: { tags, body: saveLocationRequest, response: { 200: specEnvelope(savedData), ...fail } } }, async (request) => {
    const user = requireUser(request);
    requireAccess(user, 'can_manage_specs');
    const location = await locationOf(db, await getScope(request), request.body.fleet_location_id);
    await validateSpecs(db, request.body.specs, userMeasureUnits(user));
    const saved = await replaceSpecs(db, location.id, request.body.specs, userMeasureUnits(user));
    const message = 'The location specs were saved';
    return ok({ saved, message }, message);
  });

  r.put('/save_tire_age_rule', { config, schema: { tags, body: saveTireAgeRuleRequest, response: { 200: specEnvelope(savedData), ...fail } } }, async (request) => {
    requireAccess(requireUser(request), 'can_manage_specs');
    const { fleet_location_id: locationId, ...rule } = request.body;
    const location = await locationOf(db, await getScope(request), locationId);
    const saved = (await saveTireAgeRule(db, location.id, rule)) ? 1 : 0;
    const message = 'The tire age rule was saved';
    return ok({ saved, message }, message);
  });

  r.put('/save_specs', { config, schema: { tags, body: saveSpecsRequest, response: { 200: specEnvelope(savedData), ...fail } } }, async (request) => {
    const user = requireUser(request);
    requireAccess(user, 'has_fleet_Level_access');
    await validateSpecs(db, request.body.specs, userMeasureUnits(user));
    const saved = await replaceSpecs(db, null, request.body.specs, userMeasureUnits(user));
    const message = 'The common specs were saved';
    return ok({ saved, message }, message);
  });

  const file = (format: ExportFormat) => async (request: FastifyRequest<{ Body: z.output<typeof specFileRequest> }>, reply: FastifyReply) => {
    const user = requireUser(request);
    const scope = await getScope(request);
    const fleetId = request.body.fleet_id ?? null;
    const fleet = fleetId === null ? null : await findFleet(db, scope, fleetId);
    const locations = fleet ? await locationsWithSpecs(db, scope, fleet.fleet_id) : [];
    const document = specsDocument({ user, language: request.language, filters: [] }, await commonSpecsOf(db), fleet, locations);
    return sendExport(reply, document, { format, fileName: fleet ? `specs ${fleet.account_number}` : 'common specs' });
  };
  const fileSchema = { tags, body: specFileRequest, response: fail };
  r.post('/download_pdf_file_spec_information', { config, schema: fileSchema }, file('pdf'));
  r.post('/download_excel_file_spec_information', { config, schema: fileSchema }, file('xlsx'));
}
