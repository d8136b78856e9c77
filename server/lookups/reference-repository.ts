import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { STATE_COUNTRIES } from '../../contract/common-lookups';
import type { Db } from '../db/client';
import { countries, loadRanges, positions, reportDefinitions, states, tireSizes, unitTypes, vocations } from '../db/schema';

/** Vocations without a value are data, not choices (spec 3 §5). */
export function listVocations(db: Db) {
  return db
    .select({ id: vocations.id, name: vocations.name, value: sql<string>`${vocations.value}` })
    .from(vocations)
    .where(sql`nullif(trim(${vocations.value}), '') is not null`)
    .orderBy(asc(vocations.name), asc(vocations.id));
}

export function listCountries(db: Db, region: string) {
  return db
    .select({ code: countries.code, name: countries.name, region: countries.region })
    .from(countries)
    .where(eq(countries.region, region))
    .orderBy(asc(countries.name), asc(countries.code));
}

/** States of one country, or of every country the state selects offer, grouped by country. */
export async function listStates(db: Db, country: string | undefined) {
  const codes = country ? [country] : [...STATE_COUNTRIES];
  const rows = await db
    .select({ countryCode: states.countryCode, countryName: countries.name, code: states.code, name: states.name })
    .from(states)
    .innerJoin(countries, eq(countries.code, states.countryCode))
    .where(inArray(states.countryCode, codes))
    .orderBy(asc(states.countryCode), asc(states.name), asc(states.code));
  const groups = new Map<string, { country_code: string; country_name: string; states: { code: string; name: string }[] }>();
  for (const row of rows) {
    let group = groups.get(row.countryCode);
    if (!group) {
      group = { country_code: row.countryCode, country_name: row.countryName, states: [] };
      groups.set(row.countryCode, group);
    }
    group.states.push({ code: row.code, name: row.name });
  }
  // Groups follow the order of the spec's list (CA, US, MX, CO, AU, CN).
  return codes.flatMap((code) => groups.get(code) ?? []);
}

export function listTireSizes(db: Db) {
  return db
    .select({ id: tireSizes.id, size: tireSizes.size, is_metric: tireSizes.isMetric })
    .from(tireSizes)
    .orderBy(asc(tireSizes.size), asc(tireSizes.id));
}

export function listLoadRanges(db: Db) {
  return db
    .select({ id: loadRanges.id, code: loadRanges.code, ply_rating: loadRanges.plyRating })
    .from(loadRanges)
    .orderBy(asc(loadRanges.plyRating), asc(loadRanges.code));
}

export function listPositions(db: Db) {
  return db
    .select({ id: positions.id, code: positions.code, name: positions.name, position_class: positions.positionClass })
    .from(positions)
    .orderBy(asc(positions.code), asc(positions.id));
}

export function listUnitTypes(db: Db) {
  return db.select({ id: unitTypes.id, code: unitTypes.code, name: unitTypes.name }).from(unitTypes).orderBy(asc(unitTypes.name), asc(unitTypes.id));
}

/** Reports of an area that need no code or a code the user holds. */
export function listReports(db: Db, area: string, securityCodes: readonly string[]) {
  const allowed = securityCodes.length > 0
    ? or(isNull(reportDefinitions.securityCode), inArray(reportDefinitions.securityCode, [...securityCodes]))
    : isNull(reportDefinitions.securityCode);
  return db
    .select({
      id: reportDefinitions.id,
      code: reportDefinitions.code,
      name: reportDefinitions.name,
      route: reportDefinitions.route,
      security_code: reportDefinitions.securityCode,
    })
    .from(reportDefinitions)
    .where(and(eq(reportDefinitions.area, area), allowed))
    .orderBy(asc(reportDefinitions.sort), asc(reportDefinitions.name), asc(reportDefinitions.id));
}
