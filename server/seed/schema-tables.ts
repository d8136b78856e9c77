import { getTableName, is } from 'drizzle-orm';
import { PgTable, getTableConfig } from 'drizzle-orm/pg-core';
import * as schema from '../db/schema';

/** Every table of the schema, parents before children (foreign keys decide the order). */
export function tablesInDependencyOrder(): PgTable[] {
  const tables: PgTable[] = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));
  const ordered: PgTable[] = [];
  const placed = new Set<PgTable>();
  const visiting = new Set<PgTable>();
  const visit = (table: PgTable) => {
    if (placed.has(table)) return;
    if (visiting.has(table)) throw new Error(`foreign key cycle through ${getTableName(table)}`);
    visiting.add(table);
    for (const foreignKey of getTableConfig(table).foreignKeys) {
      const parent = foreignKey.reference().foreignTable;
      if (parent !== table) visit(parent);
    }
    visiting.delete(table);
    placed.add(table);
    ordered.push(table);
  };
  // Sorting by name first keeps the order stable whatever the export order of the schema.
  for (const table of tables.sort((a, b) => getTableName(a).localeCompare(getTableName(b)))) visit(table);
  return ordered;
}

/** Tables whose primary key is an identity column named id. */
export function tablesWithIdentity(): PgTable[] {
  return tablesInDependencyOrder().filter((table) =>
    getTableConfig(table).columns.some((column) => column.name === 'id' && column.primary && column.getSQLType() === 'integer'),
  );
}
