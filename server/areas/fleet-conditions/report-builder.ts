import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FleetConditionReport } from '../../../contract/fleet-conditions';
import { treadLimits } from '../../../contract/tire-exceptions';
import type { Db } from '../../db/client';
import { JobFailure } from '../../jobs';
import { refreshNarrowChanges } from '../../reporting/refresh';
import type { Scope } from '../../tenancy';
import { specRowsAt } from '../../tire-exceptions/spec-rows';
import { emptyLoss } from './potential-loss';
import { assembleReport } from './report-assembly';
import type { StoredParameters } from './report-parameters';
import { loadAccounts, loadLocations, loadSurveys } from './report-sources';
import { emptyMismatches, LOCATIONS_PER_CHUNK, MAX_REPORT_IMAGES, toIso, type Chunk, type ReportState } from './report-state';
import {
  criticalImages,
  histogram,
  levelGroups,
  mismatchCounts,
  readingCombos,
  surveyCounts,
  tireSizeNames,
  unitSummaries,
  wearConditionCounts,
} from './report-tallies';
import { resolveAtLocation } from './spec-source';
import { bump, entryOf, LevelTally } from './tally';

export const NO_ACCOUNTS_LEFT = /*i18n*/ 'None of the chosen accounts is available to you any more.';

export interface BuildContext {
  signal: AbortSignal;
  progress(fraction: number): Promise<void>;
}

/**
 * Builds the fleet condition report in parts (progress after each), walking the locations in
 * chunks with a turn of the event loop between them, so a report over hundreds of accounts
 * never holds the process for long. Every figure is summed from the reporting layer's tallies
 * of the chosen surveys (./report-tallies.ts); only the photos read readings, theirs alone.
 */
export class FleetConditionBuilder {
  private readonly state: ReportState;

  constructor(
    private readonly db: Db,
    private readonly scope: Scope,
    params: StoredParameters,
    private readonly context: BuildContext,
  ) {
    this.state = {
      params,
      generatedAt: new Date(),
      accounts: [],
      locations: [],
      surveys: [],
      chunks: [],
      specs: [],
      overall: new LevelTally(),
      byClass: new Map(),
      byAccount: new Map(),
      byLocation: new Map(),
      loss: new Map(),
      targets: new Map(),
      units: new Map(),
      mismatches: new Map(),
      wear: new Map(),
      pressureBuckets: new Map(),
      treadBuckets: new Map(),
      images: [],
      imagesLimited: false,
    };
  }

  async build(): Promise<FleetConditionReport> {
    // What was committed before the report was asked for is in it.
    await refreshNarrowChanges(this.db);
    const parts: (() => Promise<void>)[] = [
      () => this.accounts(),
      () => this.surveys(),
      () => this.specs(),
      () => this.each((chunk) => this.levels(chunk)),
      () => this.each((chunk) => this.units(chunk)),
      () => this.each((chunk) => this.mismatches(chunk)),
      () => this.each((chunk) => this.wear(chunk)),
      () => this.each((chunk) => this.histograms(chunk)),
      () => this.each((chunk) => this.images(chunk)),
    ];
    for (const [index, part] of parts.entries()) {
      await part();
      await this.context.progress((index + 1) / (parts.length + 1));
    }
    return assembleReport(this.state);
  }

  private async each(step: (chunk: Chunk) => Promise<void>): Promise<void> {
    for (const chunk of this.state.chunks) {
      await nextTurn();
      this.context.signal.throwIfAborted();
      await step(chunk);
    }
  }

  private async accounts(): Promise<void> {
    this.state.accounts = await loadAccounts(this.db, this.scope, this.state.params.account_ids);
    if (this.state.accounts.length === 0) throw new JobFailure(NO_ACCOUNTS_LEFT);
    this.state.locations = await loadLocations(this.db, this.scope, this.state.accounts.map((account) => account.id));
  }

  private async surveys(): Promise<void> {
    const accountIds = this.state.accounts.map((account) => account.id);
    const surveys = await loadSurveys(this.db, this.scope, accountIds, this.state.params.date_range);
    const visibleLocations = new Set(this.state.locations.map((location) => location.id));
    const byLocation = new Map<number, number[]>();
    for (const survey of surveys) {
      if (!visibleLocations.has(survey.fleet_location_id)) continue;
      entryOf(byLocation, survey.fleet_location_id, () => []).push(survey.id);
    }
    const locationIds = this.state.locations.map((location) => location.id).filter((id) => byLocation.has(id));
    for (let start = 0; start < locationIds.length; start += LOCATIONS_PER_CHUNK) {
      const ids = locationIds.slice(start, start + LOCATIONS_PER_CHUNK);
      this.state.chunks.push({ locationIds: ids, surveyIds: ids.flatMap((id) => byLocation.get(id) ?? []) });
    }
    const byId = new Map(surveys.map((survey) => [survey.id, survey]));
    await this.each(async (chunk) => {
      const counts = await surveyCounts(this.db, chunk.surveyIds);
      for (const id of chunk.surveyIds) {
        const count = counts.get(id);
        this.state.surveys.push({ ...byId.get(id)!, units: count?.units ?? 0, tires: count?.tires ?? 0 });
      }
    });
  }

  /** The spec in force for each (location, class, size) read, with the shared rules, as the report lists them. */
  private async specs(): Promise<void> {
    const locations = new Map(this.state.locations.map((location) => [location.id, location]));
    const sizeIds = new Set<number>();
    await this.each(async (chunk) => {
      const [combos, specRows] = await Promise.all([readingCombos(this.db, chunk.surveyIds), specRowsAt(this.db, chunk.locationIds)]);
      for (const combo of combos) {
        const { spec, source } = resolveAtLocation(specRows, combo.location_id, combo.position_class, combo.tire_size_id);
        // The limits in force: the spec's, never below the legal minimum.
        const limits = treadLimits(combo.position_class, spec);
        const location = locations.get(combo.location_id);
        if (combo.tire_size_id !== null) sizeIds.add(combo.tire_size_id);
        this.state.specs.push({
          fleet_location_id: combo.location_id,
          fleet_location_code: location?.code ?? '',
          fleet_location: location?.name ?? '',
          source,
          position_class: combo.position_class,
          tire_size_id: combo.tire_size_id,
          tire_size: null,
          target_pressure_psi: spec?.target_pressure_psi ?? null,
          max_pressure_psi: spec?.max_pressure_psi ?? null,
          min_tread_depth_mm: limits.critical,
          warn_tread_depth_mm: limits.warning,
          tires: combo.tires,
        });
      }
    });
    const names = await tireSizeNames(this.db, [...sizeIds]);
    for (const spec of this.state.specs) spec.tire_size = spec.tire_size_id === null ? null : (names.get(spec.tire_size_id) ?? null);
  }

  private async levels(chunk: Chunk): Promise<void> {
    const s = this.state;
    for (const group of await levelGroups(this.db, chunk.surveyIds)) {
      for (const tally of [
        s.overall,
        entryOf(s.byClass, group.position_class, () => new LevelTally()),
        entryOf(s.byAccount, group.account_id, () => new LevelTally()),
        entryOf(s.byLocation, group.fleet_location_id, () => new LevelTally()),
      ]) {
        tally.add(group);
      }
      const loss = entryOf(s.loss, group.fleet_location_id, emptyLoss);
      if (group.pl !== 'unknown') loss.tiresWithPressure += group.tires;
      // Under-inflated is the "Pressure in spec" rule's warning or critical level below target
      // (over the maximum is apart), over the same judged tires; the fuel estimate still counts
      // every tire under its target, as any shortfall costs fuel.
      if (group.pl === 'warning' || group.pl === 'critical') {
        loss.underInflated += group.tires;
        loss.underInflatedShareSum += group.under_share;
      }
      loss.underShareSum += group.under_share;
      if (group.pl === 'critical') loss.casingsAtRisk += group.tires;
      if (group.target !== null) bump(entryOf(s.targets, group.position_class, () => new Map()), group.target, group.tires);
    }
  }

  /** A unit inspected at locations of two chunks is merged into one entry. */
  private async units(chunk: Chunk): Promise<void> {
    for (const row of await unitSummaries(this.db, chunk.surveyIds)) {
      const unit = entryOf(this.state.units, row.unit_id, () => ({
        unit_id: row.unit_id, unit_number: row.unit_number, unit_type: row.unit_type, account_id: row.account_id,
        fleet_location_id: row.fleet_location_id, fleet_location: row.fleet_location, inspections: 0, tires: 0,
        critical: 0, warning: 0, exceptions: 0, pressure_exceptions: 0, tread_exceptions: 0, last_inspected_at: null,
      }));
      unit.inspections += row.inspections;
      const last = toIso(row.last_inspected_at);
      if (last && (!unit.last_inspected_at || last > unit.last_inspected_at)) unit.last_inspected_at = last;
      unit.tires += row.tires;
      unit.critical += row.critical;
      unit.warning += row.warning;
      unit.exceptions += row.critical + row.warning;
      unit.pressure_exceptions += row.pressure_exceptions;
      unit.tread_exceptions += row.tread_exceptions;
    }
  }

  private async mismatches(chunk: Chunk): Promise<void> {
    for (const row of await mismatchCounts(this.db, chunk.surveyIds)) {
      const tally = entryOf(this.state.mismatches, row.position_class, emptyMismatches);
      if (row.kind === 'dual') {
        tally.dual_pairs_checked += row.checked;
        tally.dual_tread_mismatches += row.tread;
        tally.dual_pressure_mismatches += row.pressure;
      } else {
        tally.axles_checked += row.checked;
        tally.axle_tread_mismatches += row.tread;
        tally.axle_pressure_mismatches += row.pressure;
      }
    }
  }

  private async wear(chunk: Chunk): Promise<void> {
    for (const row of await wearConditionCounts(this.db, chunk.surveyIds)) {
      const entry = entryOf(this.state.wear, row.id, () => ({
        id: row.id, code: row.code, name: row.name, is_critical: row.is_critical, tires: 0, steer: 0, drive: 0, trail: 0, unknown: 0,
      }));
      entry.tires += row.tires;
      entry[row.position_class] += row.tires;
    }
  }

  private async histograms(chunk: Chunk): Promise<void> {
    const [pressure, tread] = await Promise.all([
      histogram(this.db, chunk.surveyIds, 'pressure'),
      histogram(this.db, chunk.surveyIds, 'tread'),
    ]);
    for (const row of pressure) bump(entryOf(this.state.pressureBuckets, row.position_class, () => new Map()), row.bucket, row.tires);
    for (const row of tread) bump(entryOf(this.state.treadBuckets, row.position_class, () => new Map()), row.bucket, row.tires);
  }

  private async images(chunk: Chunk): Promise<void> {
    if (this.state.imagesLimited) return;
    const room = MAX_REPORT_IMAGES - this.state.images.length;
    const rows = await criticalImages(this.db, chunk.surveyIds, room + 1);
    if (rows.length > room) this.state.imagesLimited = true;
    for (const row of rows.slice(0, room)) {
      const { pl, tl, created_at, ...image } = row;
      this.state.images.push({ ...image, created_at: toIso(created_at) ?? '', pressure_level: pl, tread_level: tl });
    }
  }
}
