import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import { SCRAP_REPORT_MAX_PHOTOS } from '../../../contract/scrap-analysis';
import type { Db } from '../../db/client';
import { accounts, brands, dealers, fleetLocations, images, removalReasons, scrapRecords, surveys, tireSizes, wearConditions } from '../../db/schema';
import { anyOf, dealerFilter, surveyFilter, type Scope } from '../../tenancy';
import { scrapCondition, type ScrapSelection } from './scrap-filter';

/** Removal reasons and wear conditions by id: two short reference lists. */
export async function scrapNames(db: Db) {
  const [reasons, wear] = await Promise.all([
    db.select({ id: removalReasons.id, name: removalReasons.name }).from(removalReasons),
    db.select({ id: wearConditions.id, name: wearConditions.name }).from(wearConditions),
  ]);
  return { reasons: new Map(reasons.map((row) => [row.id, row.name])), wear: new Map(wear.map((row) => [row.id, row.name])) };
}

/** The chosen accounts (callers checked the scope) with the city and state of their first location by code. */
export async function reportAccounts(db: Db, ids: readonly number[]) {
  const [rows, places] = await Promise.all([
    db.select({ id: accounts.id, account_number: accounts.accountNumber, name: accounts.name }).from(accounts).where(anyOf(accounts.id, ids)).orderBy(asc(accounts.name), asc(accounts.id)),
    db
      .selectDistinctOn([fleetLocations.accountId], { accountId: fleetLocations.accountId, city: fleetLocations.city, state: fleetLocations.state })
      .from(fleetLocations)
      .where(anyOf(fleetLocations.accountId, ids))
      .orderBy(fleetLocations.accountId, fleetLocations.code, fleetLocations.id),
  ]);
  const placeOf = new Map(places.map((place) => [place.accountId, place]));
  return rows.map((row) => ({ ...row, city: placeOf.get(row.id)?.city ?? null, state: placeOf.get(row.id)?.state ?? null }));
}

/**
 * The newest photos of the selection's scrapped tires, one more than a report carries (so the
 * caller knows whether it was limited). A photo deleted since is left out.
 */
export function scrapPhotos(db: Db, selection: ScrapSelection) {
  return db
    .select({
      storageId: images.storageId,
      contentType: images.contentType,
      accountName: accounts.name,
      brand: brands.name,
      tireSize: tireSizes.size,
      removalReason: removalReasons.name,
      positionClass: scrapRecords.positionClass,
      scrappedAt: scrapRecords.scrappedAt,
    })
    .from(scrapRecords)
    .innerJoin(images, and(eq(images.storageId, scrapRecords.imageStorageId), isNull(images.deletedAt)))
    .innerJoin(accounts, eq(accounts.id, scrapRecords.accountId))
    .innerJoin(brands, eq(brands.id, scrapRecords.brandId))
    .innerJoin(tireSizes, eq(tireSizes.id, scrapRecords.tireSizeId))
    .leftJoin(removalReasons, eq(removalReasons.id, scrapRecords.removalReasonId))
    .where(scrapCondition(selection, scrapRecords))
    .orderBy(desc(scrapRecords.scrappedAt), desc(scrapRecords.id))
    .limit(SCRAP_REPORT_MAX_PHOTOS + 1);
}

/** The ids among `ids` the user may choose as dealers: those dealerFilter lets the scope see. */
export async function countDealersInScope(db: Db, scope: Scope, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db.select({ id: dealers.id }).from(dealers).where(and(anyOf(dealers.id, ids), dealerFilter(scope, dealers.id)));
  return rows.length;
}

/** How many of `ids` are surveys of the chosen accounts the user may see. */
export async function surveysInScope(db: Db, scope: Scope, accountIds: readonly number[], ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .select({ id: surveys.id })
    .from(surveys)
    .where(and(anyOf(surveys.id, ids), anyOf(surveys.accountId, accountIds), surveyFilter(scope, surveys)));
  return rows.length;
}
