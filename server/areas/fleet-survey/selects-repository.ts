import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import {
  UNIT_SELECT_KINDS,
  type UnitSelectKind,
  type UnitSelectsResponse,
  type WheelPosition,
} from '../../../contract/fleet-survey/units';
import type { Db } from '../../db/client';
import {
  accounts,
  axleConfigurationAxles,
  axleConfigurations,
  dealerAccounts,
  dealers,
  surveys,
  unitSelectOptions,
  unitTypes,
  users,
  vocations,
} from '../../db/schema';
import { accountFilter, dealerFilter, surveyFilter, type Scope } from '../../tenancy';

/** Every create-unit select; types and vocations come from their own tables, by id. */
export async function unitSelects(db: Db): Promise<UnitSelectsResponse> {
  const [optionRows, typeRows, vocationRows] = await Promise.all([
    db
      .select({ kind: unitSelectOptions.kind, text: unitSelectOptions.text })
      .from(unitSelectOptions)
      .where(inArray(unitSelectOptions.kind, [...UNIT_SELECT_KINDS]))
      .orderBy(asc(unitSelectOptions.kind), asc(unitSelectOptions.sort), asc(unitSelectOptions.text)),
    db.select({ text: unitTypes.name, value: unitTypes.id }).from(unitTypes).orderBy(asc(unitTypes.name), asc(unitTypes.id)),
    // A vocation without a value is data, not a choice (spec 3 §5).
    db
      .select({ text: vocations.name, value: vocations.id })
      .from(vocations)
      .where(sql`nullif(trim(${vocations.value}), '') is not null`)
      .orderBy(asc(vocations.name), asc(vocations.id)),
  ]);
  const grouped = Object.fromEntries(UNIT_SELECT_KINDS.map((kind) => [kind, [] as { text: string; value: string }[]])) as Record<
    UnitSelectKind,
    { text: string; value: string }[]
  >;
  for (const row of optionRows) grouped[row.kind as UnitSelectKind].push({ text: row.text, value: row.text });
  return { ...grouped, types: typeRows, vocations: vocationRows };
}

export async function unitTypeExists(db: Db, id: number): Promise<boolean> {
  return (await db.select({ id: unitTypes.id }).from(unitTypes).where(eq(unitTypes.id, id))).length > 0;
}

/**
 * Wheel positions of one end of an axle, left to right as seen from behind the unit: a single
 * tire, or the outer then inner tire of a dual on the left, inner then outer on the right.
 */
export function sidePositions(axleNumber: number, side: 'left' | 'right', tiresPerSide: number): WheelPosition[] {
  const letter = side === 'left' ? 'L' : 'R';
  if (tiresPerSide <= 1) return [{ axle_number: axleNumber, side, place: 'single', position: `${axleNumber}${letter}` }];
  const places = side === 'left' ? (['outer', 'inner'] as const) : (['inner', 'outer'] as const);
  return places.map((place) => ({ axle_number: axleNumber, side, place, position: `${axleNumber}${letter}${place === 'outer' ? 'O' : 'I'}` }));
}

/** Axle configurations of a unit type with their axles and wheel positions; tires per side = tire_count / 2. */
export async function unitConfigurations(db: Db, unitTypeId: number) {
  const rows = await db
    .select({
      id: axleConfigurations.id,
      code: axleConfigurations.code,
      name: axleConfigurations.name,
      axleNumber: axleConfigurationAxles.axleNumber,
      tireCount: axleConfigurationAxles.tireCount,
      positionClass: axleConfigurationAxles.positionClass,
      isLift: axleConfigurationAxles.isLift,
    })
    .from(axleConfigurations)
    .leftJoin(axleConfigurationAxles, eq(axleConfigurationAxles.axleConfigurationId, axleConfigurations.id))
    .where(eq(axleConfigurations.unitTypeId, unitTypeId))
    .orderBy(asc(axleConfigurations.name), asc(axleConfigurations.id), asc(axleConfigurationAxles.axleNumber));
  const configurations = new Map<number, { text: string; value: number; code: string; axles: ReturnType<typeof axleOf>[] }>();
  for (const row of rows) {
    let configuration = configurations.get(row.id);
    if (!configuration) {
      configuration = { text: row.name, value: row.id, code: row.code, axles: [] };
      configurations.set(row.id, configuration);
    }
    if (row.axleNumber !== null && row.tireCount !== null && row.positionClass !== null && row.isLift !== null) {
      configuration.axles.push(axleOf(row.axleNumber, row.tireCount, row.positionClass, row.isLift));
    }
  }
  return [...configurations.values()];
}

function axleOf(axleNumber: number, tireCount: number, positionClass: string, isLift: boolean) {
  const tiresPerSide = Math.floor(tireCount / 2);
  return {
    axle_number: axleNumber,
    tire_count: tireCount,
    tires_per_side: tiresPerSide,
    position_class: positionClass,
    is_lift: isLift,
    left: sidePositions(axleNumber, 'left', tiresPerSide),
    right: sidePositions(axleNumber, 'right', tiresPerSide),
  };
}

const ownerColumns = { id: dealers.id, nonsig: dealers.nonsig, name: dealers.name, city: dealers.city, state: dealers.state };

/** Dealers serving an account: those in dealer_accounts and the dealer whose local book it is. */
function servingAccount(accountId: number) {
  return or(
    inArray(dealers.id, sql`(select ${dealerAccounts.dealerId} from ${dealerAccounts} where ${dealerAccounts.accountId} = ${accountId})`),
    inArray(dealers.id, sql`(select ${accounts.ownerDealerId} from ${accounts} where ${accounts.id} = ${accountId})`),
  );
}

/** Dealers (survey owners) the user may see, optionally only those serving one account. */
export function listOwners(db: Db, scope: Scope, accountId: number | null) {
  return db
    .select(ownerColumns)
    .from(dealers)
    .where(and(dealerFilter(scope, dealers.id), accountId === null ? undefined : servingAccount(accountId)))
    .orderBy(asc(dealers.name), asc(dealers.id));
}

/** Accounts in scope for the survey header. */
export function listAccounts(db: Db, scope: Scope, accountId: number | null) {
  return db
    .select({ id: accounts.id, account_number: accounts.accountNumber, name: accounts.name, account_type: accounts.accountType })
    .from(accounts)
    .where(and(accountFilter(scope, accounts.id), accountId === null ? undefined : eq(accounts.id, accountId)))
    .orderBy(asc(accounts.name), asc(accounts.id));
}

/**
 * Survey-by users: whoever made a survey the user may see (of one account or location when
 * asked), plus the user, who is the survey-by of any survey they create.
 */
export async function listSurveyByUsers(db: Db, scope: Scope, self: { id: number; firstName: string; lastName: string }, filter: { accountId: number | null; locationId: number | null }) {
  const rows = await db
    .selectDistinct({ id: users.id, name: sql<string>`${users.firstName} || ' ' || ${users.lastName}` })
    .from(users)
    .innerJoin(surveys, eq(surveys.surveyByUserId, users.id))
    .where(
      and(
        surveyFilter(scope, surveys),
        isNull(surveys.deletedAt),
        filter.accountId === null ? undefined : eq(surveys.accountId, filter.accountId),
        filter.locationId === null ? undefined : eq(surveys.fleetLocationId, filter.locationId),
      ),
    );
  const all = rows.some((row) => row.id === self.id) ? rows : [...rows, { id: self.id, name: `${self.firstName} ${self.lastName}` }];
  return all.sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
}

