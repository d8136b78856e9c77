import { sql } from 'drizzle-orm';
import { authHeaders } from '../tests/helpers/sign-in';
import { benchMain } from './lib/result';
import { percentile, round } from './lib/stats';
import { LARGE_FLEET_URL, requestedScale } from './reports/database-source';
import { listenOverSource } from './reports/listening-app';
import { dashboardEndpoints } from './reports/dashboard-endpoints';
import { explainStatement, installSqlTimer } from './reports/sql-timer';

const WARMUPS = 3;
const REQUESTS = 30;
const USERS = { staff: 'analyst@tiremaker.example', customer: 'fleet.manager@northline.example' } as const;
/** A request that takes longer is abandoned, so one slow report cannot hang the run. */
const REQUEST_TIMEOUT_MS = 20_000;
/** Per endpoint and user: past it the endpoint reports the samples it has. */
const ENDPOINT_BUDGET_MS = 40_000;
/** `npm run bench -- --only report-endpoints --endpoints fleet_dashboard`: measure only endpoints whose label holds it. */
const ENDPOINT_FILTER = process.env.BENCH_ENDPOINTS ?? '';

/** Queues a generated report (fleet condition, product analysis) and waits for the job runner to finish it. */
async function generateReport(base: string, headers: Record<string, string>, prefix: string, body: object): Promise<{ id: number; ms: number }> {
  const started = performance.now();
  const queued = await fetch(`${base}/api/v2/${prefix}/generate_reports`, { method: 'POST', headers, body: JSON.stringify(body) });
  if (queued.status !== 202) throw new Error(`${prefix}/generate_reports answered ${queued.status}: ${await queued.text()}`);
  const { id } = (await queued.json()) as { id: number };
  while (performance.now() - started < 10 * 60_000) {
    const list = (await (await fetch(`${base}/api/v2/${prefix}/get_reports`, { headers: { authorization: headers.authorization! } })).json()) as {
      reports: { id: number; status: string }[];
    };
    const status = list.reports.find((report) => report.id === id)?.status;
    if (status === 'done') return { id, ms: performance.now() - started };
    if (status === 'failed') throw new Error(`the ${prefix} report failed`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the ${prefix} report did not finish within 10 minutes`);
}

const scale = requestedScale();
const benchName = scale === 100 ? 'report-endpoints' : `report-endpoints-scale-${scale}`;

await benchMain(benchName, `Report endpoints at scale ${scale}, ${REQUESTS} requests after ${WARMUPS} warm-ups, staff and customer`, async ({ metric, note }) => {
  const timer = installSqlTimer();
  const { source, app, origin: base, close } = await listenOverSource(note);
  try {
    const found = (await source.database.db.execute(sql`select a.id as account_id, l.id as location_id from accounts a join fleet_locations l on l.account_id = a.id
      left join surveys s on s.fleet_location_id = l.id where a.account_number = 'NA100100' group by a.id, l.id order by count(s.id) desc limit 1`)) as unknown as { rows: { account_id: number; location_id: number }[] };
    const [northline] = found.rows;
    if (!northline) throw new Error('no Northline yard');
    const crossing = (await source.database.db.execute(sql`select max(id) as id from checkpoint_crossings where account_id = ${northline.account_id}`)) as unknown as { rows: { id: number | null }[] };
    // The torque summary over the last year: for the account with the most torque readings (staff) and for Northline (both users).
    const torqueLocations = async (where: ReturnType<typeof sql>) =>
      ((await source.database.db.execute(sql`select id from fleet_locations where ${where} order by id`)) as unknown as { rows: { id: number }[] }).rows.map((row) => Number(row.id));
    const largest = (await source.database.db.execute(
      sql`select account_id, count(*)::int as readings from report_torque_counts group by account_id order by sum(wheels) desc limit 1`,
    )) as unknown as { rows: { account_id: number }[] };
    const largestLocations = await torqueLocations(sql`account_id = ${largest.rows[0]?.account_id ?? 0}`);
    const northlineLocations = await torqueLocations(sql`account_id = ${northline.account_id}`);
    const wearLargestRows = (await source.database.db.execute(
      sql`select account_id from report_tire_wear group by account_id order by count(*) desc limit 1`,
    )) as unknown as { rows: { account_id: number }[] };
    const wearLargest = Number(wearLargestRows.rows[0]?.account_id ?? northline.account_id);
    const wearProductRows = (await source.database.db.execute(
      sql`select product_line_id, tire_size_id from report_tire_wear where account_id = ${wearLargest} and product_line_id is not null and tire_size_id is not null
        group by 1, 2 order by count(*) desc limit 2`,
    )) as unknown as { rows: { product_line_id: number; tire_size_id: number }[] };
    const wearProducts = wearProductRows.rows.map((row) => ({ product_line_id: Number(row.product_line_id), tire_size_id: Number(row.tire_size_id) }));
    const usDay = (date: Date) => `${String(date.getUTCMonth() + 1).padStart(2, '0')}/${String(date.getUTCDate()).padStart(2, '0')}/${date.getUTCFullYear()}`;
    const lastYear = { date_range_type: 'custom', date_from: usDay(new Date(Date.now() - 365 * 86_400_000)), date_to: usDay(new Date()) };
    // The scrap analysis over the last year: for the account with the most scrapped tires (staff) and for Northline (both users).
    const scrapLargest = (await source.database.db.execute(
      sql`select account_id from report_scrap_counts group by account_id order by sum(tires) desc limit 1`,
    )) as unknown as { rows: { account_id: number }[] };
    const scrapLargestId = Number(scrapLargest.rows[0]?.account_id ?? northline.account_id);
    note(`scrap_analysis_report: the account with the most scrapped tires (${scrapLargestId}) and Northline's, over the last year.`);
    note(`torque_summary_report/get_report: the largest torque account's ${largestLocations.length} locations and Northline's ${northlineLocations.length}, ${lastYear.date_from} – ${lastYear.date_to}.`);
    // Unit history: Northline's 20 most inspected units (the longest histories), page 1 and a page in the middle.
    const historyUnits = ((await source.database.db.execute(sql`select ui.unit_id from unit_inspections ui join units u on u.id = ui.unit_id
      where u.account_id = ${northline.account_id} group by ui.unit_id order by count(*) desc, ui.unit_id limit 20`)) as unknown as { rows: { unit_id: number }[] }).rows.map((row) => Number(row.unit_id));
    const unitHistory = { account_ids: [northline.account_id], unit_ids: historyUnits };
    note(`unit_history_report/get_unit_history_report: Northline's ${historyUnits.length} most inspected units.`);
    const interstate = (await source.database.db.execute(sql`select id from dealers where nonsig = '10450'`)) as unknown as { rows: { id: number }[] };
    const staffHeaders = async () => ({ ...(await authHeaders(app, USERS.staff)), 'content-type': 'application/json' });
    const generated = 'fleet_conditions/get_report'.includes(ENDPOINT_FILTER)
      ? await generateReport(base, await staffHeaders(), 'fleet_conditions', { account_ids: [northline.account_id], date_range_type: 'last_30_days', report_name: 'Benchmark' })
      : { id: 0, ms: 0 };
    if (generated.id) note(`fleet_conditions/generate_reports for the Northline account: the background job finished in ${(generated.ms / 1000).toFixed(1)} s.`);
    const comparison = 'product_analysis_report/get_report'.includes(ENDPOINT_FILTER) && wearProducts.length === 2
      ? await generateReport(base, await staffHeaders(), 'product_analysis_report', { account_ids: [wearLargest], products: wearProducts, report_name: 'Benchmark' })
      : { id: 0, ms: 0 };
    if (comparison.id) note(`product_analysis_report/generate_reports for the largest account's two most read products: the background job finished in ${(comparison.ms / 1000).toFixed(1)} s.`);
    // The inspection detail (with each tire's wear projection): Northline's survey with the most readings.
    const detailSurvey = (await source.database.db.execute(sql`select survey_id from tire_readings r join surveys s on s.id = r.survey_id
      where s.account_id = ${northline.account_id} and s.deleted_at is null group by survey_id order by count(*) desc, survey_id limit 1`)) as unknown as { rows: { survey_id: number }[] };
    const endpoints: { path: string; body?: object; method?: 'GET'; only?: keyof typeof USERS; name?: string; tag?: string }[] = [
      { path: '/api/v2/checkpoint/report', body: { account_id: northline.account_id } },
      { path: '/api/v2/checkpoint/report', body: { account_id: northline.account_id, date_range_type: 'year_to_date', order_by: 9, is_sort_desc: true } },
      { path: '/api/v2/checkpoint/detail', body: { id: crossing.rows[0]?.id ?? 1 } },
      { path: '/api/v2/survey/report-dealer', body: {} },
      { path: '/api/v2/survey/report-dealer', body: { date_range_type: 'year_to_date', report_type: 'exceptions', order_by: 8, is_sort_desc: true } },
      { path: '/api/v2/survey/report', body: {} },
      { path: '/api/v2/survey/report', body: { date_range_type: 'year_to_date', report_type: 'exceptions', order_by: 10, is_sort_desc: true } },
      { path: '/api/v2/survey/get_home_page', method: 'GET' },
      { path: '/api/v2/fleet_conditions/select_accounts', body: {} },
      { path: '/api/v2/fleet_conditions/get_selects', body: {} },
      { path: '/api/v2/fleet_conditions/get_reports', method: 'GET', only: 'staff' },
      { path: '/api/v2/fleet_conditions/get_report', body: { id: generated.id, format: 'json' }, only: 'staff' },
      { path: '/api/v2/fleet_survey/get_surveys', body: { location_id: northline.location_id } },
      { path: '/api/v2/common/get_fleet_locations', body: {} },
      ...dashboardEndpoints(northline.account_id),
      { path: '/api/v2/torque_summary_report/get_report', body: { location_ids: largestLocations, ...lastYear }, only: 'staff', tag: 'largest account, last year' },
      { path: '/api/v2/torque_summary_report/get_report', body: { location_ids: northlineLocations, ...lastYear }, tag: 'Northline, last year' },
      { path: '/api/v2/unit_history_report/get_accounts', method: 'GET' },
      { path: '/api/v2/unit_history_report/get_unit_numbers', body: { account_ids: [northline.account_id], key_word: '1' } },
      { path: '/api/v2/unit_history_report/get_unit_history_report', body: { ...unitHistory, page_number: 1 }, tag: '20 units, page 1' },
      { path: '/api/v2/unit_history_report/get_unit_history_report', body: { ...unitHistory, page_number: 200 }, tag: '20 units, page 200' },
      // The lease-sales questionnaire's lists (staff only) and the dealer lookups the portal's pickers read.
      { path: '/api/v2/leasesales/configurator_structure', body: {}, only: 'staff' },
      { path: '/api/v2/dealer_portal/get_dealers', method: 'GET' },
      { path: '/api/v2/dealer_portal/get_dealer_locations', body: { dealer_id: Number(interstate.rows[0]?.id ?? 1) }, tag: 'Interstate Tire' },
      { path: '/api/v2/tire_management_reports/get', method: 'GET' },
      // Administration (TVADMIN, staff only): the catalogue's first page and a fleet's specs with the conflict check.
      { path: '/api/v2/products/get_products', body: { brand_id: null }, only: 'staff' },
      { path: '/api/v2/manage_specs/get_common_specs', body: { fleet_id: northline.account_id }, only: 'staff', tag: 'Northline' },
      { path: '/api/v2/manage_specs/get_fleet_location_conflicts', body: {}, only: 'staff', tag: 'every location' },
      // Product wear rate over the Northline account (both users) and the largest account's tires (staff); the tire count runs on every filter change (target 50 ms).
      { path: '/api/v2/product_wear_rate_report/get_available_tires', body: { account_ids: [northline.account_id] }, tag: 'Northline' },
      { path: '/api/v2/product_wear_rate_report/get_available_tires', body: { account_ids: [northline.account_id], wheel_positions: ['steer'], retread: 'new' }, tag: 'Northline, new steer' },
      { path: '/api/v2/product_wear_rate_report/get_all_filters', body: { account_ids: [northline.account_id] }, tag: 'Northline' },
      { path: '/api/v2/product_wear_rate_report/search_product_line', body: { account_ids: [northline.account_id], key_word: 'a' }, tag: 'Northline' },
      { path: '/api/v2/product_wear_rate_report/get_product_wear_rates', body: { account_ids: [northline.account_id] }, tag: 'Northline' },
      { path: '/api/v2/product_wear_rate_report/get_product_wear_rates', body: { account_ids: [wearLargest], order_by: 2 }, only: 'staff', tag: 'largest account, by wear rate' },
      // Filters narrow the roll-ups' keys (server/reporting/wear-rollups.ts): new steer tires, and the lists beside them.
      {
        path: '/api/v2/product_wear_rate_report/get_product_wear_rates',
        body: { account_ids: [northline.account_id], wheel_positions: ['steer'], retread: 'new' },
        tag: 'Northline, new steer',
      },
      { path: '/api/v2/product_wear_rate_report/get_all_filters', body: { account_ids: [wearLargest], wheel_positions: ['steer'] }, only: 'staff', tag: 'largest account, steer' },
      { path: '/api/v2/product_wear_rate_report/select_accounts', body: {} },
      { path: '/api/v2/product_analysis_report/get_brands', body: { account_ids: [northline.account_id], tire_type: 'steer' }, tag: 'Northline' },
      {
        path: '/api/v2/product_analysis_report/get_product_report',
        body: { account_ids: [wearLargest], products: wearProducts },
        only: 'staff',
        tag: 'largest account, its two most read products',
      },
      { path: '/api/v2/product_analysis_report/get_reports', method: 'GET', only: 'staff' },
      { path: '/api/v2/product_analysis_report/get_report', body: { id: comparison.id, format: 'json' }, only: 'staff', tag: 'stored comparison' },
      { path: '/api/v2/survey/detail', body: { survey_id: Number(detailSurvey.rows[0]?.survey_id ?? 1) }, tag: 'Northline, most tires read' },
      { path: '/api/v2/scrap_analysis_report/select_accounts', body: {} },
      { path: '/api/v2/scrap_analysis_report/get_selects', body: {} },
      { path: '/api/v2/survey/get_dealers_locations', body: { account_ids: [northline.account_id] }, tag: 'Northline' },
      { path: '/api/v2/scrap_analysis_report/get_surveys', body: { account_ids: [northline.account_id], ...lastYear }, tag: 'Northline, last year' },
      { path: '/api/v2/scrap_analysis_report/get_scrap_report', body: { account_ids: [scrapLargestId], ...lastYear }, only: 'staff', tag: 'largest account, last year' },
      { path: '/api/v2/scrap_analysis_report/get_scrap_report', body: { account_ids: [northline.account_id], ...lastYear }, tag: 'Northline, last year' },
    ];
    for (const [who, login] of Object.entries(USERS)) {
      const headers: Record<string, string> = { ...(await authHeaders(app, login)), 'content-type': 'application/json' };
      for (const endpoint of endpoints) {
        if (endpoint.only && endpoint.only !== who) continue;
        const method = endpoint.method ?? 'POST';
        const range = (endpoint.body as { date_range_type?: string } | undefined)?.date_range_type;
        const label = `${endpoint.path.replace('/api/v2/', '')}${endpoint.tag ? ` (${endpoint.tag})` : range ? ` (${range.replace(/_/g, ' ')})` : ''}${endpoint.name ? ` (${endpoint.name})` : ''} as ${who}`;
        if (!label.includes(ENDPOINT_FILTER)) continue;
        if (!app.hasRoute({ method, url: endpoint.path })) {
          if (who === 'staff') note(`${endpoint.path}: not measured, the route is not registered in server/areas/index.ts.`);
          continue;
        }
        const http: number[] = [];
        const sqlMs: number[] = [];
        let slowest: ReturnType<typeof timer.statements>[number] | undefined;
        let status: number | string = 0;
        const budgetEnds = performance.now() + ENDPOINT_BUDGET_MS;
        for (let i = 0; i < WARMUPS + REQUESTS && performance.now() < budgetEnds; i += 1) {
          timer.take();
          const started = performance.now();
          try {
            const response = await fetch(base + endpoint.path, {
              method,
              headers: method === 'GET' ? { authorization: headers.authorization! } : headers,
              body: method === 'GET' ? undefined : JSON.stringify(endpoint.body),
              signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
            });
            await response.arrayBuffer();
            status = response.status;
          } catch {
            status = `no answer within ${REQUEST_TIMEOUT_MS / 1000} s`;
            break;
          }
          const elapsed = performance.now() - started;
          if (i >= WARMUPS) {
            http.push(elapsed);
            const slowestOfRequest = timer.statements().reduce<typeof slowest>((a, b) => (a && a.ms >= b.ms ? a : b), undefined);
            if (slowestOfRequest && (!slowest || slowestOfRequest.ms > slowest.ms)) slowest = slowestOfRequest;
            sqlMs.push(timer.take());
          }
        }
        if (http.length === 0) {
          metric(label, `not measured: ${typeof status === 'string' ? status : `warm-ups used the ${ENDPOINT_BUDGET_MS / 1000} s budget`}`);
          continue;
        }
        const n = http.length < REQUESTS ? `; n=${http.length} (budget)` : '';
        const p50 = percentile(http, 50);
        const sql50 = percentile(sqlMs, 50);
        const plan = source.sqlTimed && slowest ? `; ${await explainStatement(LARGE_FLEET_URL, slowest).catch((error: unknown) => `EXPLAIN failed: ${String(error)}`)}` : '';
        metric(
          label,
          source.sqlTimed
            ? `HTTP p50 ${round(p50, 1)} / p95 ${round(percentile(http, 95), 1)} ms; SQL p50 ${round(sql50, 1)} / p95 ${round(percentile(sqlMs, 95), 1)} ms; HTTP/SQL ${round(p50 / sql50, 2)}x; status ${status}${n}${plan}`
            : `HTTP p50 ${round(p50, 1)} / p95 ${round(percentile(http, 95), 1)} ms; SQL not timed on PGlite; status ${status}${n}`,
        );
      }
    }
    note('SQL = time inside pg Client.query for every query the request ran (session check included), requests sequential.');
  } finally {
    await close();
  }
});
