import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { units } from '../db/schema';
import { anyOf } from './id-list';
import { accountFilter, locationFilter, surveyFilter } from './filters';
import type { Scope } from './scope';

const dialect = new PgDialect({ casing: 'snake_case' });
const render = (query: Parameters<PgDialect['sqlToQuery']>[0]) => dialect.sqlToQuery(query);

describe('anyOf', () => {
  it('binds the whole list as one array parameter', () => {
    expect(render(anyOf(units.accountId, [3, 1, 2]))).toMatchObject({ sql: '"units"."account_id" = any($1::int[])', params: ['{3,1,2}'] });
  });

  it('matches nothing for an empty list and refuses anything but integers', () => {
    expect(render(anyOf(units.accountId, [])).sql).toBe('false');
    expect(() => anyOf(units.accountId, [1.5])).toThrow(TypeError);
  });
});

describe('scope filters', () => {
  const columns = { accountId: units.accountId, locationId: units.fleetLocationId };
  const staff: Scope = { kind: 'staff' };
  const narrowed: Scope = { kind: 'customer', accountIds: [1, 2], openAccountIds: [2], locationIds: [10] };

  it('adds no condition for staff', () => {
    expect(accountFilter(staff, units.accountId)).toBeUndefined();
    expect(locationFilter(staff, columns)).toBeUndefined();
    expect(surveyFilter(staff, { ...columns, fleetLocationId: units.fleetLocationId, dealerId: units.id })).toBeUndefined();
  });

  it('lets a partly narrowed customer through open accounts or listed locations', () => {
    const query = render(locationFilter(narrowed, columns)!);
    expect(query.sql).toBe('("units"."account_id" = any($1::int[]) or "units"."fleet_location_id" = any($2::int[]))');
    expect(query.params).toEqual(['{2}', '{10}']);
  });
});
