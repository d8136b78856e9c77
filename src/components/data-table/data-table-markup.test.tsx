import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createColumnHelper } from '@tanstack/react-table';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { DataTable } from './data-table';

beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }));

interface Unit {
  id: string;
  unit_number: string;
}
const column = createColumnHelper<Unit>();
const columns = [column.accessor('unit_number', { header: 'Unit' })];
const units: Unit[] = Array.from({ length: 40 }, (_, i) => ({ id: String(i), unit_number: `T-${1000 + i}` }));

// The first pass of a render is what React commits before any deferred work: the static markup.
const firstPass = (rows: Unit[] | undefined) =>
  renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <DataTable caption="Units" columns={columns} rows={rows} total={rows?.length ?? 0} page={1} pageSize={50} onPageChange={() => {}} getRowId={(u) => u.id} />
    </I18nProvider>,
  );

describe('DataTable first pass', () => {
  it('shows the skeleton, not the rows, when it mounts with its answer, so the rows render in a pass that yields', () => {
    const html = firstPass(units);
    expect(html).toContain('<caption');
    expect(html).toContain('data-table-skeleton');
    expect(html).not.toContain('T-1000');
  });

  it('shows the skeleton while the answer is pending', () => {
    const html = firstPass(undefined);
    expect(html.match(/data-table-skeleton/g)).toHaveLength(5);
  });
});
