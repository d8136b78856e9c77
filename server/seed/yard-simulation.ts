import type { AxleConfiguration } from './axle-configurations';
import { simulateCheckpoint } from './checkpoint-simulation';
import type { SeedContext } from './context';
import type { YardEnvironment } from './fleet-state';
import { createUnits } from './fleet-units';
import type { LocationInfo, Organizations } from './organization-types';
import { stream } from './random';
import { drawRetreadOrders } from './retread-orders';
import { drawServiceCalls } from './service-calls';
import type { SpecLookup } from './seed-location-specs';
import type { ProductCatalog } from './seed-products';
import type { ReferenceIds } from './seed-reference';
import type { People } from './seed-users';
import { simulateSurveys } from './survey-simulation';
import { writeTire } from './tire-factory';

export interface FleetWorld {
  ctx: SeedContext;
  orgs: Organizations;
  catalog: ProductCatalog;
  ref: ReferenceIds;
  people: People;
  specFor: SpecLookup;
  configurations: AxleConfiguration[];
}

/**
 * Everything that happens at one yard: its units and tires, two years of surveys with their
 * removals and retread orders, gate readings and service calls. Each area draws from its own
 * stream of the yard, so the yards (and the areas) never shift each other's numbers, and the
 * yard's rows are all queued before the writer may flush them.
 */
export function simulateYard(world: FleetWorld, location: LocationInfo): void {
  const { ctx } = world;
  const account = world.orgs.accountById.get(location.accountId)!;
  const env: YardEnvironment = {
    ctx, orgs: world.orgs, catalog: world.catalog, ref: world.ref, people: world.people, specFor: world.specFor,
    rng: stream(ctx.seed, 'yard', location.id), account, location, tires: [], casings: [],
  };
  const units = createUnits(env, world.configurations);
  simulateSurveys(env, units);
  drawRetreadOrders({ ...env, rng: stream(ctx.seed, 'retreads', location.id) });
  for (const tire of env.tires) writeTire(env, tire);
  if (location.hasCheckpoint) simulateCheckpoint({ ...env, rng: stream(ctx.seed, 'checkpoint', location.id) }, units);
  drawServiceCalls({ ...env, rng: stream(ctx.seed, 'service', location.id) }, units);
}
