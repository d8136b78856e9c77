import { describe, expect, it } from 'vitest';
import { REPORT_COLUMNS, REPORT_TYPES_BY_TAB, type DashboardTab, type ReportResult, type ReportType } from '../../contract/fleet-dashboard';
import { DASH, dashboardTestApp } from '../helpers/dashboard-fixture';
import { FLEET, type FixtureLogin } from '../helpers/tenancy-fixture';

/**
 * Every report type's figures on the handcrafted fleet of tests/helpers/dashboard-fixture.ts,
 * worked out by hand from its rows (ALPHA, 01/01/2025 to 12/31/2025).
 */
const context = dashboardTestApp();

const TAB_OF = Object.fromEntries(Object.entries(REPORT_TYPES_BY_TAB).flatMap(([tab, types]) => types.map((type) => [type, tab]))) as Record<ReportType, DashboardTab>;

export function reportsBody(type: ReportType, report: Record<string, unknown> = {}, tab: Record<string, unknown> = {}, base: Record<string, unknown> = {}) {
  return {
    tab_id: 'tab-1',
    base_parameters: { account: { id: FLEET.accountA, fleet_key: 'us_national_account' }, date_type: 'custom', date_from: '01/01/2025', date_to: '12/31/2025', ...base },
    tab_parameters: { tab_type: TAB_OF[type], ...tab },
    reports_parameters: [{ report_type: type, ...report }],
  };
}

async function post(who: FixtureLogin, body: unknown) {
  return context.app.inject({ method: 'POST', url: '/api/v2/fleet_dashboard/get_reports', headers: context.headers[who], payload: body as object });
}

async function report(type: ReportType, report: Record<string, unknown> = {}, tab: Record<string, unknown> = {}, who: FixtureLogin = 'customerA'): Promise<ReportResult> {
  const res = await post(who, reportsBody(type, report, tab));
  expect(res.statusCode, res.body).toBe(200);
  const result = res.json().reports[0] as ReportResult;
  for (const row of result.table) expect(Object.keys(row).sort(), type).toEqual([...REPORT_COLUMNS[type]].sort());
  return result;
}

const pick = (rows: Record<string, unknown>[], fields: string[]) => rows.map((row) => Object.fromEntries(fields.map((field) => [field, row[field]])));
const month = (result: ReportResult, number: number) => result.table.find((row) => row.MonthNumber === number)!;
const series = (result: ReportResult, key: string, period: string) => result.graph.series.find((s) => s.key === key && s.period === period)?.data;
const tiles = (result: ReportResult) => Object.fromEntries(result.summary.map((tile) => [tile.key, tile.value]));

describe('service tab', () => {
  it('calls by month with the previous year, the national average and a drill into March', async () => {
    const result = await report('calls_by_month', { graph_compare_by_previous: true, graph_compare_by_NA: true });
    expect(result.table).toHaveLength(12);
    expect(pick([month(result, 3), month(result, 5), month(result, 1)], ['TotalCalls', 'EmergencyCalls', 'ScheduledCalls', 'StockCalls', 'TotalCallsPrev', 'EmergencyCallsPrev', 'IsEmpty'])).toEqual([
      { TotalCalls: 3, EmergencyCalls: 2, ScheduledCalls: 1, StockCalls: 0, TotalCallsPrev: 1, EmergencyCallsPrev: 1, IsEmpty: false },
      { TotalCalls: 1, EmergencyCalls: 0, ScheduledCalls: 0, StockCalls: 1, TotalCallsPrev: 0, EmergencyCallsPrev: 0, IsEmpty: false },
      { TotalCalls: 0, EmergencyCalls: 0, ScheduledCalls: 0, StockCalls: 0, TotalCallsPrev: 0, EmergencyCallsPrev: 0, IsEmpty: true },
    ]);
    expect(result.graph.categories[2]).toBe('Mar 2025');
    expect(series(result, 'TotalCalls', 'previous')![2]).toBe(1);
    // ALPHA's 3 March calls and the other national account's 1, over the 2 accounts with calls.
    expect(series(result, 'TotalCalls', 'national_average')![2]).toBe(2);
    expect(tiles(result)).toMatchObject({ TotalCalls: 4, EmergencyCalls: 2, ScheduledCalls: 1, StockCalls: 1 });

    const drill = await report('calls_by_month', { report_part: { year: 2025, month: 3 } });
    expect(pick(drill.table, ['WeekString', 'TotalCalls', 'TotalCallsPrev'])).toEqual([
      { WeekString: 'W1', TotalCalls: 1, TotalCallsPrev: 0 },
      { WeekString: 'W2', TotalCalls: 1, TotalCallsPrev: 0 },
      { WeekString: 'W3', TotalCalls: 1, TotalCallsPrev: 1 },
      { WeekString: 'W4', TotalCalls: 0, TotalCallsPrev: 0 },
      { WeekString: 'W5', TotalCalls: 0, TotalCallsPrev: 0 },
    ]);
    expect(drill.report_part).toEqual({ year: 2025, month: 3 });
  });

  it('takes the national average of a range that starts and ends inside months over exactly its days', async () => {
    const fromFifth = await post('customerA', reportsBody('calls_by_month', { graph_compare_by_NA: true }, {}, { date_from: '03/05/2025', date_to: '05/04/2025' }));
    // March 5 on: ALPHA's calls of March 10 and 20 and the other account's of March 5, over 2 accounts; May 5 is past the end.
    expect(fromFifth.json().reports[0].graph.categories).toEqual(['Mar 2025', 'Apr 2025', 'May 2025']);
    expect(series(fromFifth.json().reports[0], 'TotalCalls', 'national_average')).toEqual([1.5, 0, 0]);
    expect(fromFifth.json().national_average_accounts).toBe(2);
    const fromSixth = await post('customerA', reportsBody('calls_by_month', { graph_compare_by_NA: true }, {}, { date_from: '03/06/2025', date_to: '05/31/2025' }));
    // Without the other account's only call, ALPHA alone makes the average.
    expect(series(fromSixth.json().reports[0], 'TotalCalls', 'national_average')).toEqual([2, 0, 1]);
    expect(fromSixth.json().national_average_accounts).toBe(1);
  });

  it('top servicing dealers, calls by state and average roll time', async () => {
    expect(pick((await report('top_servicing_dealers')).table, ['DealerName', 'Nonsig', 'TotalCalls', 'EmergencyCalls', 'ScheduledCalls', 'StockCalls'])).toEqual([
      { DealerName: 'CTSC Akron', Nonsig: '600303', TotalCalls: 2, EmergencyCalls: 1, ScheduledCalls: 0, StockCalls: 1 },
      { DealerName: 'Dealer One Tire', Nonsig: '600101', TotalCalls: 2, EmergencyCalls: 1, ScheduledCalls: 1, StockCalls: 0 },
    ]);
    expect(pick((await report('calls_by_state')).table, ['State', 'TotalCalls', 'EmergencyCalls'])).toEqual([
      { State: 'OH', TotalCalls: 2, EmergencyCalls: 1 },
      { State: 'OK', TotalCalls: 1, EmergencyCalls: 1 },
      { State: 'TX', TotalCalls: 1, EmergencyCalls: 0 },
    ]);
    const roll = await report('calls_avg_roll_time', { graph_compare_by_NA: true });
    // (60 + 30 + 120 minutes) / 3, in minutes (written as hours and minutes); the previous March: one call of 90 minutes.
    expect(pick([month(roll, 3), month(roll, 5)], ['Calls', 'AvgRollTime', 'CallsPrev', 'AvgRollTimePrev'])).toEqual([
      { Calls: 3, AvgRollTime: 70, CallsPrev: 1, AvgRollTimePrev: 90 },
      { Calls: 0, AvgRollTime: null, CallsPrev: 0, AvgRollTimePrev: null },
    ]);
    // Pooled over the kind: (60 + 30 + 120 + 30 minutes) / 4 calls.
    expect(series(roll, 'AvgRollTime', 'national_average')![2]).toBe(60);
  });

  it('filters by service type, unit location, wheel position, locations, regions and nonsigs', async () => {
    const march = async (report_: Record<string, unknown>, tab: Record<string, unknown> = {}) => month(await report('calls_by_month', report_, tab), 3).TotalCalls;
    expect(await march({ service_types: ['emergency'] })).toBe(2);
    expect(await march({ unit_locations: ['yard'] })).toBe(1);
    expect(await march({}, { wheel_positions: ['steer', 'trail'] })).toBe(2);
    expect(await march({}, { is_all_locations: false, locations: [FLEET.locationsA[1]] })).toBe(1);
    expect(await march({}, { is_all_locations: true, locations: [] })).toBe(3);
    const regions = await post('customerA', reportsBody('calls_by_month', {}, {}, { regions: [{ type: 'region', code: 'EAST', description: 'ALPHA East' }] }));
    expect(month(regions.json().reports[0], 3).TotalCalls).toBe(2);
    expect(await march({}, { is_all_nonsigs: false, nonsigs: ['600303'] })).toBe(1);
  });
});

describe('purchases tab', () => {
  it('emergency service spend, retread to new, emergency vs scheduled, repair and retread cost', async () => {
    const spend = await report('emergency_service');
    expect(pick([month(spend, 3), month(spend, 5)], ['TotalCost', 'EmergencyCost', 'EmergencyPercent', 'ScheduledCost', 'ScheduledPercent'])).toEqual([
      { TotalCost: 1650, EmergencyCost: 850, EmergencyPercent: 51.52, ScheduledCost: 800, ScheduledPercent: 48.48 },
      { TotalCost: 1200, EmergencyCost: 0, EmergencyPercent: 0, ScheduledCost: 0, ScheduledPercent: 0 },
    ]);
    expect(tiles(spend)).toMatchObject({ TotalCost: 2850, EmergencyPercent: 29.82, ScheduledPercent: 28.07 });

    const ratio = await report('retread_to_new');
    expect(pick([month(ratio, 3), month(ratio, 5)], ['New', 'Retread', 'RetreadToNewRatio'])).toEqual([
      { New: 1, Retread: 2, RetreadToNewRatio: 2 },
      { New: 4, Retread: 0, RetreadToNewRatio: 0 },
    ]);
    expect(tiles(ratio)).toMatchObject({ New: 5, Retread: 2, RetreadToNewRatio: 0.4 });

    const calls = await report('emergency_vs_scheduled');
    // Its total leaves stock deliveries out, under a name of its own (not the Service tab's Total calls).
    expect(pick([month(calls, 3), month(calls, 5)], ['EmergencyScheduledCalls', 'TotalCalls', 'EmergencyCalls', 'EmergencyPercent', 'ScheduledCalls', 'ScheduledPercent', 'IsEmpty'])).toEqual([
      { EmergencyScheduledCalls: 3, TotalCalls: undefined, EmergencyCalls: 2, EmergencyPercent: 66.67, ScheduledCalls: 1, ScheduledPercent: 33.33, IsEmpty: false },
      { EmergencyScheduledCalls: 0, TotalCalls: undefined, EmergencyCalls: 0, EmergencyPercent: 0, ScheduledCalls: 0, ScheduledPercent: 0, IsEmpty: true },
    ]);

    const cost = await report('repair_retread_cost');
    expect(pick([month(cost, 3)], ['Repair', 'Retread', 'RepairPercent'])).toEqual([{ Repair: 350, Retread: 400, RepairPercent: 46.67 }]);
  });

  it('top products, with the tire filters', async () => {
    expect((await report('top_products')).table).toEqual([
      { Product: 'Apex Haul 11R22.5', TotalSpend: 1500, Quantity: 5, TotalSpendPercentage: 78.95 },
      { Product: 'Apex ReCap 11R22.5', TotalSpend: 400, Quantity: 2, TotalSpendPercentage: 21.05 },
    ]);
    expect((await report('top_products', { tire_product_lines: [3] })).table).toEqual([{ Product: 'Apex ReCap 11R22.5', TotalSpend: 400, Quantity: 2, TotalSpendPercentage: 100 }]);
    const none = await report('top_products', { tire_brands: [DASH.birch] });
    expect(none.table).toEqual([]);
    expect(none.is_empty).toBe(true);
  });
});

describe('retreading tab', () => {
  it('top retreaders, reject reasons, turnaround and repair summary', async () => {
    expect((await report('top_retreaders')).table).toEqual([
      { Nonsig: '600303', Dealer: 'CTSC Akron', CommonOwner: null, Finished: 1, TotalRetreadsPercentage: 50 },
      { Nonsig: '600404', Dealer: 'Retread Pros', CommonOwner: null, Finished: 1, TotalRetreadsPercentage: 50 },
    ]);
    expect((await report('top_retreaders', { retreading_types: ['CTSC'] })).table.map((row) => [row.Dealer, row.TotalRetreadsPercentage])).toEqual([['CTSC Akron', 100]]);
    expect((await report('reject_reasons')).table).toEqual([{ RejectReason: 'Bead damage', RejectTires: 1, RejectTiresPercentage: 100 }]);

    const turnaround = await report('retread_turnaround', { graph_compare_by_NA: true, graph_compare_by_previous: true });
    // April: three casings back in 5 days and one in 10; a year earlier one in 3.
    expect(pick([month(turnaround, 4), month(turnaround, 6)], ['AverageDays', 'TotalDays', 'Quantity', 'AverageDaysPrev', 'TotalDaysPrev', 'QuantityPrev', 'PeriodType', 'IsEmpty'])).toEqual([
      { AverageDays: 6.25, TotalDays: 25, Quantity: 4, AverageDaysPrev: 3, TotalDaysPrev: 3, QuantityPrev: 1, PeriodType: 'month', IsEmpty: false },
      { AverageDays: null, TotalDays: 0, Quantity: 0, AverageDaysPrev: null, TotalDaysPrev: 0, QuantityPrev: 0, PeriodType: 'month', IsEmpty: true },
    ]);
    expect(series(turnaround, 'AverageDays', 'previous')![3]).toBe(3);
    expect(series(turnaround, 'AverageDays', 'national_average')![3]).toBe(5.8);

    expect((await report('repair_summary')).table).toEqual([
      { StatusBacking: 'Retread', Tires: 3, NailHoles: 3, NailHolesAvg: 1, Section: 0, SectionAvg: 0, Spot: 1, SpotAvg: 0.33, Bead: 0, BeadAvg: 0 },
      { StatusBacking: 'Rejected', Tires: 1, NailHoles: 0, NailHolesAvg: 0, Section: 1, SectionAvg: 1, Spot: 0, SpotAvg: 0, Bead: 1, BeadAvg: 1 },
      { StatusBacking: 'Used', Tires: 1, NailHoles: 1, NailHolesAvg: 1, Section: 0, SectionAvg: 0, Spot: 0, SpotAvg: 0, Bead: 0, BeadAvg: 0 },
    ]);
    expect((await report('repair_summary', {}, { status: ['retread'] })).table.map((row) => row.StatusBacking)).toEqual(['Retread']);
  });
});

describe('category names in the reader\'s language', () => {
  it('answers a French reader the reject reasons, casing statuses and positions in French, on the graph and in the table', async () => {
    const french = async (type: ReportType) => {
      const res = await context.app.inject({
        method: 'POST', url: '/api/v2/fleet_dashboard/get_reports', headers: { ...context.headers.customerA, 'user-language': 'fr-CA' }, payload: reportsBody(type, {}, {}),
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().reports[0] as ReportResult;
    };
    const reasons = await french('reject_reasons');
    expect(reasons.table.map((row) => row.RejectReason)).toEqual(['Dommage au talon']);
    expect(reasons.graph.categories).toEqual(['Dommage au talon']);
    expect((await french('repair_summary')).table.map((row) => row.StatusBacking)).toEqual(['Rechapé', 'Refusé', 'Usagé']);
    expect((await french('casing_statistics')).table.map((row) => [row.Position, row.PositionDisplay])).toEqual([['drive', 'Moteur'], ['trail', 'Remorque']]);
  });
});

describe('casing durability tab', () => {
  it('statistics per position with the previous caps rule', async () => {
    const stats = await report('casing_statistics');
    // Finished retreads count one more cap (spec 2 §9): drive (1 + 0 + 1 + 1) / 3, trail (2 + 0 + 1) / 2.
    expect(stats.table).toEqual([
      { Position: 'drive', PositionDisplay: 'Drive', TotalCount: 3, AverageTimesRecap: 1, RejectTireRate: 0, AverageAge: 2.5 },
      { Position: 'trail', PositionDisplay: 'Trailer', TotalCount: 2, AverageTimesRecap: 1.5, RejectTireRate: 50, AverageAge: 3 },
    ]);
    expect(tiles(stats)).toEqual({ TotalCount: 5, AverageTimesRecap: 1.2, RejectTireRate: 20, AverageAge: 2.7 });
    expect((await report('casing_statistics', {}, { wheel_positions: ['trail'] })).table.map((row) => row.Position)).toEqual(['trail']);
  });

  it('brands: top casing brands, average age, previous caps, reject rate and casings submitted with the national average', async () => {
    expect((await report('top_casing_brands')).table).toEqual([
      { Brand: DASH.apex, CasingBrandName: 'Apex', Quantity: 3, TirePercentage: 60 },
      { Brand: DASH.birch, CasingBrandName: 'Birch', Quantity: 2, TirePercentage: 40 },
    ]);
    expect((await report('top_casing_brands', { tire_sizes: [2] })).table).toEqual([{ Brand: DASH.birch, CasingBrandName: 'Birch', Quantity: 2, TirePercentage: 100 }]);
    expect((await report('brands_avg_age')).table).toEqual([
      { Brand: DASH.apex, CasingBrandName: 'Apex', AvgAge: 3.17, RetreadTiresAvgAge: 2.25, UsedTiresAvgAge: null, RejectedTiresAvgAge: 5 },
      { Brand: DASH.birch, CasingBrandName: 'Birch', AvgAge: 2, RetreadTiresAvgAge: 1, UsedTiresAvgAge: 3, RejectedTiresAvgAge: null },
    ]);
    const caps = await report('avg_previous_caps', { graph_compare_by_NA: true });
    expect(caps.table).toEqual([
      { brand: DASH.apex, casing_brand_name: 'Apex', avg_prev_caps: 1.67 },
      { brand: DASH.birch, casing_brand_name: 'Birch', avg_prev_caps: 0.5 },
    ]);
    // The other national account adds a rejected Birch casing with one cap: Birch (0 + 0 + 1 + 1) / 3.
    expect(series(caps, 'avg_prev_caps', 'national_average')).toEqual([1.67, 0.67]);
    const rate = await report('reject_tire_rate', { graph_compare_by_NA: true });
    expect(rate.table.map((row) => row.reject_rate_percentage)).toEqual([33.33, 0]);
    expect(series(rate, 'reject_rate_percentage', 'national_average')).toEqual([33.33, 33.33]);
    const submitted = await report('casings_submitted', { graph_compare_by_NA: true, graph_compare_by_previous: true });
    expect(submitted.table.map((row) => row.casing_submitted)).toEqual([3, 2]);
    expect(series(submitted, 'casing_submitted', 'national_average')).toEqual([1.5, 1.5]);
    expect(series(submitted, 'casing_submitted', 'previous')).toEqual([1, 0]);
  });
});

describe('tenancy and validation', () => {
  it('answers 403 and nothing for a foreign account or location, 401 without a session, 403 without FDLOGIN', async () => {
    const foreign = await post('customerB', reportsBody('calls_by_month'));
    expect(foreign.statusCode).toBe(403);
    expect(foreign.body).not.toMatch(/ALPHA|TotalCalls/);
    const otherLocation = await post('customerA', reportsBody('calls_by_month', {}, { is_all_locations: false, locations: [FLEET.locationsB[0]] }));
    expect(otherLocation.statusCode).toBe(403);
    expect((await post('dealer1', reportsBody('calls_by_month'))).statusCode).toBe(403);
    expect((await context.app.inject({ method: 'POST', url: '/api/v2/fleet_dashboard/get_reports', payload: reportsBody('calls_by_month') })).statusCode).toBe(401);
    // Staff read any account; a customer narrowed to one yard reads that yard only.
    expect((await post('staff', reportsBody('calls_by_month'))).statusCode).toBe(200);
    expect(month(await report('calls_by_month', {}, {}, 'customerAYard'), 3).TotalCalls).toBe(2);
  });

  it('names the field of bad input', async () => {
    const cases: [unknown, string][] = [
      [reportsBody('calls_by_month', {}, {}, { account: { id: FLEET.accountA, fleet_key: 'canadian_common_owner' } }), 'base_parameters.account.fleet_key'],
      [{ ...reportsBody('calls_by_month'), reports_parameters: [{ report_type: 'nope' }] }, 'reports_parameters.0.report_type'],
      [{ ...reportsBody('calls_by_month'), tab_parameters: { tab_type: 'retreading' } }, 'reports_parameters.0.report_type'],
      [reportsBody('calls_by_month', {}, {}, { date_from: '13/45/2025' }), 'base_parameters.date_from'],
      [reportsBody('calls_by_month', {}, {}, { date_from: null }), 'base_parameters.date_from'],
      [reportsBody('calls_by_month', {}, {}, { date_from: '12/31/2025', date_to: '01/01/2025' }), 'base_parameters.date_to'],
      [reportsBody('calls_by_month', { report_part: { year: 2025, month: 13 } }), 'reports_parameters.0.report_part.month'],
      [reportsBody('calls_by_month', { service_types: ['urgent'] }), 'reports_parameters.0.service_types.0'],
    ];
    for (const [body, field] of cases) {
      const res = await post('customerA', body);
      expect(res.statusCode, field).toBe(400);
      expect(JSON.stringify(res.json().errors ?? res.json().message), field).toContain(field);
    }
  });
});
