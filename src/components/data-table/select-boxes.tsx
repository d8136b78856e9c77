import type { Row, Table } from '@tanstack/react-table';
import { useEffect, useRef } from 'react';

/** The header box selects or clears the rows of the page shown; mixed shows as indeterminate. */
export function SelectAllBox<T>({ table, label }: { table: Table<T>; label: string }) {
  const ref = useRef<HTMLInputElement>(null);
  const some = table.getIsSomePageRowsSelected();
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = some;
  }, [some]);
  return <input ref={ref} type="checkbox" aria-label={label} checked={table.getIsAllPageRowsSelected()} onChange={table.getToggleAllPageRowsSelectedHandler()} />;
}

export function SelectRowBox<T>({ row, label }: { row: Row<T>; label: string }) {
  return <input type="checkbox" aria-label={label} checked={row.getIsSelected()} disabled={!row.getCanSelect()} onChange={row.getToggleSelectedHandler()} />;
}
