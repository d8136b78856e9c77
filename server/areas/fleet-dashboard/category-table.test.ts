import { describe, expect, it } from 'vitest';
import type { Label } from './category-labels';
import { categoryTable, totalOf } from './category-table';
import { REPORTS } from './report-definitions';

const dealer = (key: string, name: string): [string, Label] => [key, { name, fields: { DealerName: name, Nonsig: `60${key}` } }];

describe('a top N table', () => {
  const groups = ['1', '2', '3', '4', '5', '6', '7'].map((key, index) => ({ key, sums: { total: 10 - index, emergency: 1, scheduled: 9 - index, stock: 0 } }));
  const labels = new Map(groups.map((group) => dealer(group.key, `Dealer ${group.key}`)));
  const all = totalOf(groups);
  const def = REPORTS.top_servicing_dealers;

  it('adds the groups past the N as one row, so the rows add up to the tiles', () => {
    const table = categoryTable(def, groups.slice(0, 5), groups.slice(5), labels, all, 'All others (2)');
    expect(table).toHaveLength(6);
    expect(table.at(-1)).toEqual({ DealerName: 'All others (2)', Nonsig: null, TotalCalls: 9, EmergencyCalls: 2, ScheduledCalls: 7, StockCalls: 0 });
    const tiles = def.row(all, all);
    for (const field of ['TotalCalls', 'EmergencyCalls', 'ScheduledCalls']) expect(table.reduce((sum, row) => sum + (row[field] as number), 0)).toBe(tiles[field]);
  });

  it('adds no row when every group is shown', () => {
    expect(categoryTable(def, groups, [], labels, all, 'All others (0)')).toHaveLength(7);
  });
});
