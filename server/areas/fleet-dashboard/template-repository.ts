/**
 * Saved dashboards (spec 2 §2 templates screen, §7 calls). A template keeps the base parameters
 * (its account and dates also as columns, for the list's columns and sorts) and the client's
 * whole dashboard state as sent. A template belongs to its user: only its owner lists, reads or
 * deletes it; spec 2 gives no one else, staff included, a view of another user's templates.
 */
import { sql } from 'drizzle-orm';
import { formatUsDate } from '../../../contract/date-ranges';
import { FLEET_KEY_ACCOUNT_TYPE, FLEET_KEYS, type BaseParameters, type CreateTemplateRequest, type TemplatesRequest } from '../../../contract/fleet-dashboard';
import type { SessionUser } from '../../auth/session-user';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { HttpError } from '../../plugins/error-handler';

export const TEMPLATE_NOT_FOUND = 'Template not found';

const DISPLAY: Record<string, string> = { service: 'Service', purchases: 'Purchases', retreading: 'Retreading', casingdurability: 'Casing durability', report: 'Report' };
/** Sort codes of spec 2 §9 (2 account, 3 report name, 4 type, 6 dates, 7 created). */
const ORDER: Record<number, string> = { 2: 'a.name', 3: 't.name', 4: 't.tab_type', 6: 't.date_from', 7: 't.created_at' };

interface TemplateRow extends Record<string, unknown> {
  id: number;
  account_id: number;
  account_name: string;
  account_type: number;
  name: string;
  report_type: string;
  tab_type: string;
  date_type: string;
  date_from: Date | string;
  date_to: Date | string;
  created_at: Date | string;
  parameters: unknown;
}

const visibleTo = (user: SessionUser) => sql`t.user_id = ${user.id}`;
const asDate = (value: Date | string) => new Date(value);

function listRow(row: TemplateRow) {
  return {
    id: Number(row.id),
    account_name: row.account_name,
    report_name: row.name,
    report_type: row.tab_type,
    report_type_display: DISPLAY[row.tab_type] ?? row.tab_type,
    report_dates: `${formatUsDate(asDate(row.date_from))} - ${formatUsDate(asDate(row.date_to))}`,
    date_created: formatUsDate(asDate(row.created_at)),
  };
}

const SELECT = sql`select t.id, t.account_id, a.name as account_name, a.account_type, t.name, t.report_type, t.tab_type, t.date_type, t.date_from, t.date_to, t.created_at, t.parameters
  from dashboard_templates t join accounts a on a.id = t.account_id`;

export async function listTemplates(db: Db, user: SessionUser, request: TemplatesRequest) {
  const keyword = request.key_word.trim();
  const where = sql`${visibleTo(user)} and ${keyword ? sql`(t.name ilike ${`%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} or a.name ilike ${`%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`})` : sql`true`}`;
  const direction = request.is_sort_desc ? 'desc' : 'asc';
  const [count] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from dashboard_templates t join accounts a on a.id = t.account_id where ${where}`);
  const rows = await queryRows<TemplateRow>(
    db,
    sql`${SELECT} where ${where} order by ${sql.raw(`${ORDER[request.order_by] ?? 't.created_at'} ${direction}, t.id ${direction}`)}
      limit ${request.page_size} offset ${(request.page_number - 1) * request.page_size}`,
  );
  return { page_number: request.page_number, page_size: request.page_size, total_items: Number(count?.n ?? 0), templates: rows.map(listRow) };
}

export async function createTemplate(db: Db, user: SessionUser, request: CreateTemplateRequest, range: { from: Date; to: Date }): Promise<number> {
  const lastDay = new Date(range.to.getTime() - 86_400_000);
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into dashboard_templates (user_id, account_id, name, report_type, tab_type, date_type, date_from, date_to, parameters)
      values (${user.id}, ${request.base_parameters.account.id}, ${request.report_name}, ${request.report_type}, ${request.report_type},
        ${request.base_parameters.date_type}, ${range.from}, ${lastDay}, ${JSON.stringify({ base_parameters: request.base_parameters, state: request.state })}::jsonb)
      returning id`,
  );
  return Number(row!.id);
}

async function visibleTemplate(db: Db, user: SessionUser, id: number): Promise<TemplateRow> {
  const [row] = await queryRows<TemplateRow>(db, sql`${SELECT} where t.id = ${id} and ${visibleTo(user)}`);
  if (!row) throw new HttpError(404, TEMPLATE_NOT_FOUND);
  return row;
}

/** The template with its dashboard; templates saved before the state was kept answer their parameters as the state. */
export async function getTemplate(db: Db, user: SessionUser, id: number) {
  const row = await visibleTemplate(db, user, id);
  const saved = (typeof row.parameters === 'string' ? JSON.parse(row.parameters) : row.parameters) as { base_parameters?: BaseParameters; state?: Record<string, unknown> };
  const fleetKey = FLEET_KEYS.find((key) => FLEET_KEY_ACCOUNT_TYPE[key] === Number(row.account_type)) ?? 'us_national_account';
  const base: BaseParameters = saved.base_parameters ?? {
    account: { id: Number(row.account_id), fleet_key: fleetKey },
    date_type: 'custom',
    date_from: formatUsDate(asDate(row.date_from)),
    date_to: formatUsDate(asDate(row.date_to)),
    regions: [],
  };
  return { ...listRow(row), base_parameters: base, state: saved.state ?? (saved as Record<string, unknown>) };
}

/** The owner's own template only: the owner test is part of the delete itself. */
export async function deleteTemplate(db: Db, user: SessionUser, id: number): Promise<void> {
  const deleted = await queryRows<{ id: number }>(db, sql`delete from dashboard_templates where id = ${id} and user_id = ${user.id} returning id`);
  if (deleted.length === 0) throw new HttpError(404, TEMPLATE_NOT_FOUND);
}
