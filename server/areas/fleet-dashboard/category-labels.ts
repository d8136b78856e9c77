/** Names of the category reports' keys (dealers, products, brands ...), read for the ranked keys only. */
import { sql } from 'drizzle-orm';
import type { TableRow } from '../../../contract/fleet-dashboard';
import type { Db } from '../../db/client';
import { exportWords, type ExportWords } from '../../exports/export-words';
import { queryRows } from '../../db/query';
import { anyOf } from '../../tenancy/id-list';
import type { LabelKind } from './report-definitions';

export interface Label {
  /** The graph's category name. */
  name: string;
  /** The row's naming fields. */
  fields: TableRow;
}

/*
 * Category names are answered in the reader's language (the request's User-Language), from the
 * export catalog, so the dashboard's screen and its files say the same words.
 */
const STATUS_NAMES: Record<string, string> = { retread: /*i18n*/ 'Retread', used: /*i18n*/ 'Used', rejected: /*i18n*/ 'Rejected' };
/** Rejected casings without a recorded reason. */
export const NO_REASON = /*i18n*/ 'Not given';

type NamedRow = { id: number; name: string } & Record<string, unknown>;

async function named(db: Db, kind: LabelKind, ids: number[]): Promise<NamedRow[]> {
  switch (kind) {
    case 'dealer':
    case 'retreader':
      return queryRows(db, sql`select d.id, d.name, d.nonsig, co.name as common_owner from dealers d left join common_owners co on co.id = d.common_owner_id where ${anyOf(sql`d.id`, ids)}`);
    case 'product':
      return queryRows(db, sql`select p.id, concat_ws(' ', b.name, pl.name, ts.size) as name from products p
        join product_lines pl on pl.id = p.product_line_id join brands b on b.id = pl.brand_id join tire_sizes ts on ts.id = p.tire_size_id
        where ${anyOf(sql`p.id`, ids)}`);
    case 'reject_reason':
      return queryRows(db, sql`select id, name from reject_reasons where ${anyOf(sql`id`, ids)}`);
    default:
      return queryRows(db, sql`select id, name from brands where ${anyOf(sql`id`, ids)}`);
  }
}

function fieldsOf(kind: LabelKind, key: string, row: NamedRow | undefined, words: ExportWords): Label {
  const name = kind === 'reject_reason' ? (row ? words.name(row.name) : words.i18n._(NO_REASON)) : (row?.name ?? key);
  switch (kind) {
    case 'dealer':
      return { name, fields: { DealerName: name, Nonsig: String(row?.nonsig ?? '') } };
    case 'retreader':
      return { name, fields: { Nonsig: String(row?.nonsig ?? ''), Dealer: name, CommonOwner: (row?.common_owner as string | null) ?? null } };
    case 'product':
      return { name, fields: { Product: name } };
    case 'reject_reason':
      return { name, fields: { RejectReason: name } };
    case 'brand':
      return { name, fields: { Brand: Number(key), CasingBrandName: name } };
    case 'brand_lower':
      return { name, fields: { brand: Number(key), casing_brand_name: name } };
    default:
      throw new Error(`not an id label: ${kind}`);
  }
}

export async function labelsOf(db: Db, kind: LabelKind, keys: readonly string[], language: string): Promise<Map<string, Label>> {
  const words = exportWords(language);
  if (kind === 'state') return new Map(keys.map((key) => [key, { name: key, fields: { State: key } }]));
  if (kind === 'status') {
    return new Map(keys.map((key) => {
      const name = words.i18n._(STATUS_NAMES[key] ?? key);
      return [key, { name, fields: { StatusBacking: name } }];
    }));
  }
  if (kind === 'position') return new Map(keys.map((key) => [key, { name: words.positionClass(key), fields: { Position: key, PositionDisplay: words.positionClass(key) } }]));
  const ids = keys.map(Number).filter((id) => id > 0);
  const rows = ids.length > 0 ? await named(db, kind, ids) : [];
  const byId = new Map(rows.map((row) => [String(row.id), row]));
  return new Map(keys.map((key) => [key, fieldsOf(kind, key, byId.get(key), words)]));
}
