/**
 * The inspection report's live units, report_live_unit_words (migration 0030): per location,
 * unit type and word of unit ids, how many live units and their bits. The report reads the
 * matched locations' rows to count their units, tractors and trailers and to AND the words with
 * the surveys' bit sets, instead of grouping every live unit of those locations.
 *
 * Its triggers log a unit ('live_unit', unit id) when it is added, removed, soft-deleted or
 * restored, moved to another location or given another type. A refresh recomputes every row of
 * the logged units' words, whatever their location: a moved unit leaves its old location's word
 * without knowing where it was. A unit type's code or name is read by the report, not kept here.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { anyOf } from '../tenancy/id-list';

const INSERT = sql`insert into report_live_unit_words (fleet_location_id, unit_type_id, word, units, bits)`;

/** The rows of the live units matching `where` (a condition on units u), grouped as the table keeps them. */
const rowsOf = (where: SQL) => sql`select u.fleet_location_id, u.unit_type_id, u.id >> 6, count(*)::int, bit_or(1::bigint << (u.id & 63))
  from units u where u.deleted_at is null and ${where} group by 1, 2, 3`;

/** Recomputes the words of these units' ids. */
export async function refreshLiveUnits(db: Db, unitIds: readonly number[]): Promise<void> {
  const words = [...new Set(unitIds.map((id) => Math.floor(id / 64)))];
  if (words.length === 0) return;
  await db.execute(sql`delete from report_live_unit_words where ${anyOf(sql.raw('word'), words)}`);
  // Each word is an id range of the units' primary key, so the units are found by their key.
  await db.execute(sql`${INSERT} ${rowsOf(sql`u.id in (select w * 64 + b from unnest(${`{${words.join(',')}}`}::int[]) w, generate_series(0, 63) b)`)}`);
}

/** Recomputes every row (a rebuild). */
export async function rebuildLiveUnits(db: Db): Promise<void> {
  await db.execute(sql`truncate report_live_unit_words`);
  await db.execute(sql`${INSERT} ${rowsOf(sql`true`)}`);
}
