/**
 * The inspection report list (`survey/report`) for every kind of range, report type, a surveyor
 * filter and a dealer's own list, as staff over every fleet, the Northline customer and the
 * Interstate Tire dealer: `npm run bench -- --only inspection-list` (scale-100 PostgreSQL fleet).
 */
import { sql } from 'drizzle-orm';
import { authHeaders } from '../tests/helpers/sign-in';
import { benchMain } from './lib/result';
import { percentile, round } from './lib/stats';
import { fleetUrl, requestedScale } from './reports/database-source';
import { listenOverSource } from './reports/listening-app';
import { explainStatement, installSqlTimer, type Statement } from './reports/sql-timer';

const WARMUPS = 3;
const REQUESTS = 15;
const REQUEST_TIMEOUT_MS = 20_000;
const USERS = {
  staff: 'analyst@tiremaker.example',
  customer: 'fleet.manager@northline.example',
  dealer: 'service@interstate-tire.example',
} as const;

const usDay = (date: Date) => `${String(date.getUTCMonth() + 1).padStart(2, '0')}/${String(date.getUTCDate()).padStart(2, '0')}/${date.getUTCFullYear()}`;

const scale = requestedScale();

await benchMain(scale === 100 ? 'inspection-list' : `inspection-list-scale-${scale}`, `survey/report at scale ${scale}, ${REQUESTS} requests after ${WARMUPS} warm-ups, staff, customer and dealer`, async ({ metric, note }) => {
  const timer = installSqlTimer();
  const { source, app, origin: base, close } = await listenOverSource(note);
  try {
    const now = new Date();
    const lastYear = now.getUTCFullYear() - 1;
    const pastYear = { date_range_type: 'custom', date_from: `01/01/${lastYear}`, date_to: `12/31/${lastYear}` };
    // A whole month two months back: wholly in the past.
    const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 2, 1));
    const pastMonth = { date_range_type: 'custom', date_from: usDay(monthStart), date_to: usDay(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 0))) };
    // The surveyor with the most surveys of the past year among those each user sees.
    const surveyorOf = async (where: ReturnType<typeof sql>) => {
      const rows = (await source.database.db.execute(sql`select s.survey_by_user_id as id from surveys s join accounts a on a.id = s.account_id
        where s.deleted_at is null and s.survey_date >= ${new Date(Date.UTC(lastYear, 0, 1))} and s.survey_date < ${new Date(Date.UTC(lastYear + 1, 0, 1))} and ${where}
        group by 1 order by count(*) desc limit 1`)) as unknown as { rows: { id: number }[] };
      return Number(rows.rows[0]?.id ?? 0);
    };
    const surveyors = {
      staff: await surveyorOf(sql`true`),
      customer: await surveyorOf(sql`a.account_number = 'NA100100'`),
      dealer: await surveyorOf(sql`s.dealer_id = (select id from dealers where nonsig = '10450')`),
    };
    note(`past year ${pastYear.date_from} – ${pastYear.date_to}; past month ${pastMonth.date_from} – ${pastMonth.date_to}; surveyors ${JSON.stringify(surveyors)}`);
    const cases: { tag: string; body: (who: keyof typeof USERS) => object }[] = [
      { tag: 'default', body: () => ({}) },
      { tag: 'year to date', body: () => ({ date_range_type: 'year_to_date' }) },
      { tag: 'last 30 days', body: () => ({ date_range_type: 'last_30_days' }) },
      { tag: `year ${lastYear}`, body: () => pastYear },
      { tag: `month ${pastMonth.date_from.slice(0, 2)}/${monthStart.getUTCFullYear()}`, body: () => pastMonth },
      { tag: `year ${lastYear}, exceptions`, body: () => ({ ...pastYear, report_type: 'exceptions' }) },
      { tag: `year ${lastYear}, trailer readiness`, body: () => ({ ...pastYear, report_type: 'trailer_readiness' }) },
      { tag: `year ${lastYear}, one surveyor`, body: (who) => ({ ...pastYear, survey_by_user_ids: [surveyors[who]] }) },
      { tag: 'year to date, one surveyor, exceptions', body: (who) => ({ date_range_type: 'year_to_date', report_type: 'exceptions', survey_by_user_ids: [surveyors[who]] }) },
    ];
    for (const [who, login] of Object.entries(USERS) as [keyof typeof USERS, string][]) {
      const headers = { ...(await authHeaders(app, login)), 'content-type': 'application/json' };
      for (const { tag, body } of cases) {
        const label = `survey/report (${tag}) as ${who}`;
        const http: number[] = [];
        const sqlMs: number[] = [];
        let slowest: Statement | undefined;
        let status = 0;
        let records = 0;
        for (let i = 0; i < WARMUPS + REQUESTS; i += 1) {
          timer.take();
          const started = performance.now();
          const response = await fetch(`${base}/api/v2/survey/report`, {
            method: 'POST',
            headers,
            body: JSON.stringify(body(who)),
            signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
          });
          const answer = (await response.json()) as { records_total?: number };
          const elapsed = performance.now() - started;
          status = response.status;
          records = Number(answer.records_total ?? 0);
          if (i < WARMUPS) continue;
          http.push(elapsed);
          for (const statement of timer.statements()) if (!slowest || statement.ms > slowest.ms) slowest = statement;
          sqlMs.push(timer.take());
        }
        const plan = source.sqlTimed && slowest ? `; ${await explainStatement(fleetUrl(), slowest).catch((error: unknown) => `EXPLAIN failed: ${String(error)}`)}` : '';
        const timed = source.sqlTimed ? `SQL p50 ${round(percentile(sqlMs, 50), 1)} / p95 ${round(percentile(sqlMs, 95), 1)} ms` : 'SQL not timed on PGlite';
        metric(label, `HTTP p50 ${round(percentile(http, 50), 1)} / p95 ${round(percentile(http, 95), 1)} ms; ${timed}; ${records} surveys; status ${status}${plan}`);
      }
    }
    note('SQL = time inside pg Client.query for every query the request ran (session check included), requests sequential; the plan is of the slowest statement of the case.');
  } finally {
    await close();
  }
});
