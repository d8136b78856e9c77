import { sql, type SQL } from 'drizzle-orm';
import type { AllFilters, SearchOption, WearRateFilters } from '../../../contract/product-wear-rate';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import type { Scope } from '../../tenancy';
import { wearRows, type WearFilterKey } from './wear-conditions';

/** Longest list a search answers; a longer one is narrowed by typing. */
const SEARCH_LIMIT = 200;

interface ListSource {
  /** The option's id and name over w (the wear roll-up rows) joined to `join`. */
  id: string;
  name: string;
  join: string;
}

const SOURCES: Record<WearFilterKey, ListSource> = {
  brand: { id: 'b.id', name: 'b.name', join: 'join brands b on b.id = w.brand_id' },
  product_line: { id: 'pl.id', name: "pb.name || ' ' || pl.name", join: 'join product_lines pl on pl.id = w.product_line_id join brands pb on pb.id = pl.brand_id' },
  load_range: { id: 'lr.id', name: 'lr.code', join: 'join load_ranges lr on lr.id = w.load_range_id' },
  tire_size: { id: 'ts.id', name: 'ts.size', join: 'join tire_sizes ts on ts.id = w.tire_size_id' },
  wheel_position: { id: 'w.position_class', name: 'initcap(w.position_class)', join: '' },
  axle_configuration: { id: 'ac.id', name: 'ac.name', join: 'join axle_configurations ac on ac.id = w.axle_configuration_id' },
  // Vocations without a value are not offered (spec 3 §5).
  vocation: { id: 'v.id', name: 'v.name', join: "join vocations v on v.id = w.vocation_id and coalesce(v.value, '') <> ''" },
  retread: { id: "case when w.is_retread then 'retread' else 'new' end", name: "case when w.is_retread then 'Retread' else 'New' end", join: '' },
};

/**
 * The values of one filter found among the chosen accounts' tires with readings, narrowed by
 * every other filter and by the typed words, by name.
 */
export async function searchList(db: Db, scope: Scope, filters: WearRateFilters, key: WearFilterKey, keyWord = ''): Promise<SearchOption[]> {
  const source = SOURCES[key];
  const words = keyWord.trim();
  const typed: SQL = words === '' ? sql`true` : sql`${sql.raw(source.name)} ilike ${`%${words.replace(/[\\%_]/g, '\\$&')}%`}`;
  const rows = await queryRows<{ id: number | string; name: string }>(
    db,
    sql`select distinct ${sql.raw(source.id)} as id, ${sql.raw(source.name)} as name
      from ${wearRows(scope, filters, key)} w ${sql.raw(source.join)}
      where ${typed}
      order by name, id limit ${SEARCH_LIMIT}`,
  );
  return rows.map((row) => ({ id: typeof row.id === 'string' ? row.id : Number(row.id), name: row.name }));
}

/** Every list at once (get_all_filters). */
export async function allFilters(db: Db, scope: Scope, filters: WearRateFilters): Promise<AllFilters> {
  const list = (key: WearFilterKey) => searchList(db, scope, filters, key);
  const [brands, productLines, loadRanges, tireSizes, wheelPositions, axleConfigurations, vocations, retreads] = await Promise.all([
    list('brand'),
    list('product_line'),
    list('load_range'),
    list('tire_size'),
    list('wheel_position'),
    list('axle_configuration'),
    list('vocation'),
    list('retread'),
  ]);
  return {
    brands,
    product_lines: productLines,
    load_ranges: loadRanges,
    tire_sizes: tireSizes,
    wheel_positions: wheelPositions,
    axle_configurations: axleConfigurations,
    vocations,
    retreads,
  };
}

/** The tires the filters select, and of those the measured ones, from the wear roll-ups. */
export async function availableTires(db: Db, scope: Scope, filters: WearRateFilters): Promise<{ tire_count: number; measured_count: number }> {
  const [row] = await queryRows<{ tires: number; measured: number }>(
    db,
    sql`select coalesce(sum(w.tires), 0)::int as tires, coalesce(sum(w.measured), 0)::int as measured from ${wearRows(scope, filters)} w`,
  );
  return { tire_count: Number(row?.tires ?? 0), measured_count: Number(row?.measured ?? 0) };
}
