import type { ReactNode } from 'react';

/** A labelled search box for a paged list; the list's owner starts again from page 1 on `onSearch`. */
export function SearchField({ label, value, onSearch, className }: { label: ReactNode; value: string; onSearch: (keyword: string) => void; className: string }) {
  return (
    <label className={className}>
      <span>{label}</span>
      <input type="search" className="field-input" value={value} onChange={(event) => onSearch(event.target.value)} />
    </label>
  );
}
