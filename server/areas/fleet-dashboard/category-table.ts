import type { TableRow } from '../../../contract/fleet-dashboard';
import { addSums, type Group, type Sums } from './aggregate-query';
import type { Label } from './category-labels';
import type { ReportDefinition } from './report-definitions';

export const totalOf = (groups: readonly Group[]) => groups.reduce((sums, group) => addSums(sums, group.sums), {} as Sums);

/** The naming fields of the "All others" row: the name where a group's name goes, no ids. */
function othersFields(sample: Label, name: string): TableRow {
  return Object.fromEntries(Object.entries(sample.fields).map(([field, value]) => [field, value === sample.name ? name : null]));
}

/**
 * A category report's rows: one per shown group, and for a top N list the groups past the N
 * as one "All others" row, so the table adds up to the tiles (which count every group).
 */
export function categoryTable(def: Pick<ReportDefinition, 'row'>, shown: readonly Group[], rest: readonly Group[], labels: Map<string, Label>, all: Sums, othersName: string): TableRow[] {
  const table = shown.map((group) => ({ ...labels.get(group.key)!.fields, ...def.row(group.sums, all) }));
  if (rest.length > 0 && shown.length > 0) table.push({ ...othersFields(labels.get(shown[0]!.key)!, othersName), ...def.row(totalOf(rest), all) });
  return table;
}
