import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParam } from '../../../../contract/common';
import {
  cloneUnitRequest,
  createUnitCopyRequest,
  deleteResult,
  deleteUnitAllResult,
  saveUnitRequest,
  saveUnitResponse,
  saveUnitsRequest,
  saveUnitsResponse,
} from '../../../../contract/fleet-survey/units';
import { runWrite } from '../../../plugins/idempotency';
import { getScope } from '../../../tenancy';
import { recordFailures, tags } from '../route-schema';
import { deleteUnit, deleteUnitAll } from './unit-delete';
import { loadReferencesOf } from './unit-references';
import { cloneUnit, copyUnit, saveUnit, saveUnits } from './unit-writer';

const created = { 200: saveUnitResponse, 201: saveUnitResponse, ...recordFailures };

/** Writing units. Every write runs in runWrite: one transaction with its Idempotency-Key, so a replay writes nothing. */
export async function unitWriteRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/save_unit', { schema: { tags, body: saveUnitRequest, response: created } }, async (request, reply) => {
    const scope = await getScope(request);
    return runWrite(request, reply, async (tx) => {
      const saved = await saveUnit(tx, scope, request.body, await loadReferencesOf(tx, [request.body]), request);
      return { statusCode: saved.created ? 201 : 200, body: { id: saved.id, version: saved.version } };
    });
  });

  r.post('/save_units', { schema: { tags, body: saveUnitsRequest, response: { 200: saveUnitsResponse, ...recordFailures } } }, async (request, reply) => {
    const scope = await getScope(request);
    return runWrite(request, reply, async (tx) => {
      const saved = await saveUnits(tx, scope, request.body.units, await loadReferencesOf(tx, request.body.units), request);
      return { statusCode: 200, body: { ids: saved.map((s) => s.id), units: saved.map(({ id, version }) => ({ id, version })) } };
    });
  });

  r.post('/create_unit_copy', { schema: { tags, body: createUnitCopyRequest, response: created } }, async (request, reply) => {
    const scope = await getScope(request);
    return runWrite(request, reply, async (tx) => {
      const saved = await copyUnit(tx, scope, request.body.unit_id, request.body.unit_number);
      return { statusCode: 201, body: { id: saved.id, version: saved.version } };
    });
  });

  r.post('/clone_unit', { schema: { tags, body: cloneUnitRequest, response: created } }, async (request, reply) => {
    const scope = await getScope(request);
    return runWrite(request, reply, async (tx) => {
      const saved = await cloneUnit(tx, scope, request.body.unit_id, request.body.location_id, request.body.unit_number);
      return { statusCode: 201, body: { id: saved.id, version: saved.version } };
    });
  });

  r.delete('/delete_unit/:id', { schema: { tags, params: idParam, response: { 200: deleteResult, ...recordFailures } } }, async (request, reply) => {
    const scope = await getScope(request);
    return runWrite(request, reply, async (tx) => {
      const { id } = await deleteUnit(tx, scope, request.params.id);
      return { statusCode: 200, body: { status: 200, description: 'Unit deleted', isError: false, id } };
    });
  });

  r.delete('/delete_unit_all/:id', { schema: { tags, params: idParam, response: { 200: deleteUnitAllResult, ...recordFailures } } }, async (request, reply) => {
    const scope = await getScope(request);
    return runWrite(request, reply, async (tx) => {
      const { id, removed } = await deleteUnitAll(tx, scope, request.params.id);
      return { statusCode: 200, body: { status: 200, description: 'Unit and its open inspections deleted', isError: false, id, removed_inspections: removed } };
    });
  });
}
