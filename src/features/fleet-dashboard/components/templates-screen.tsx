import { Trans, useLingui } from '@lingui/react/macro';
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { DataTable, type SortState } from '../../../components/data-table';
import { useDeleteTemplate, useTemplates, type TemplatesResponse } from '../api';
import { formatDay, formatWireDays, TEMPLATE_ORDER, TEMPLATE_PAGE_SIZE } from '../app-links';
import { SearchField } from '../../../components/inputs/search-field';

type Template = TemplatesResponse['templates'][number];
const column = createColumnHelper<Template>();
/** Sort codes of get_templates by column (spec 2 §9); default date created, newest first. */
const ORDER: Record<string, number> = {
  account_name: TEMPLATE_ORDER.account,
  report_name: TEMPLATE_ORDER.report_name,
  report_type_display: TEMPLATE_ORDER.report_type,
  report_dates: TEMPLATE_ORDER.report_dates,
  date_created: TEMPLATE_ORDER.date_created,
};

export interface TemplatesScreenProps {
  onRestore: (id: number) => void;
  restoringId: number | null;
}

/** Saved templates (spec 2 §2): Account, Name of Report, Report Type, Report Dates, Date Created, Actions. */
export function TemplatesScreen({ onRestore, restoringId }: TemplatesScreenProps) {
  const { t, i18n } = useLingui();
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<SortState>({ id: 'date_created', desc: true });
  const [keyword, setKeyword] = useState('');
  const remove = useDeleteTemplate();
  const query = useTemplates({ page_number: page, page_size: TEMPLATE_PAGE_SIZE, order_by: ORDER[sort.id] ?? 7, is_sort_desc: sort.desc, key_word: keyword.trim() });
  const columns = useMemo(
    () =>
      [
        column.accessor('account_name', { header: t`Account` }),
        column.accessor('report_name', { header: t`Name of Report` }),
        column.accessor('report_type_display', { header: t`Report Type` }),
        // The server writes these days on the wire (MM/DD/YYYY); they are shown as the locale writes days.
        column.accessor('report_dates', { header: t`Report Dates`, cell: (info) => formatWireDays(info.getValue(), i18n.locale) }),
        column.accessor('date_created', { header: t`Date Created`, cell: (info) => formatDay(info.getValue(), i18n.locale) }),
        column.display({
          id: 'actions',
          header: t`Actions`,
          enableSorting: false,
          cell: (info) => (
            <span className="fd-row-actions">
              <button type="button" className="link-button" disabled={restoringId !== null} onClick={() => onRestore(info.row.original.id)}>
                {restoringId === info.row.original.id ? t`Opening…` : t`Restore`}
              </button>
              <button
                type="button"
                className="link-button"
                disabled={remove.isPending}
                aria-label={t`Delete ${info.row.original.report_name}`}
                onClick={() => {
                  if (window.confirm(t`Delete the template ${info.row.original.report_name}?`)) remove.mutate(info.row.original.id);
                }}
              >
                {t`Delete`}
              </button>
            </span>
          ),
        }),
      ] as ColumnDef<Template, unknown>[],
    [t, i18n.locale, onRestore, restoringId, remove],
  );

  return (
    <section className="panel fd-templates" aria-labelledby="fd-templates-title">
      <h2 id="fd-templates-title" className="panel-title">
        <Trans>Saved templates</Trans>
      </h2>
      <SearchField
        className="fd-field"
        label={<Trans>Keyword</Trans>}
        value={keyword}
        onSearch={(next) => {
          setKeyword(next);
          setPage(1);
        }}
      />
      <DataTable
        caption={t`Your saved dashboards, ${query.data?.total_items ?? 0} in all`}
        columns={columns}
        rows={query.isError ? [] : query.data?.templates}
        total={query.data?.total_items ?? 0}
        page={page}
        pageSize={TEMPLATE_PAGE_SIZE}
        onPageChange={setPage}
        sort={sort}
        onSortChange={(next) => {
          setSort(next);
          setPage(1);
        }}
        getRowId={(row) => String(row.id)}
        isLoading={query.isFetching}
        error={query.isError ? t`The templates could not be loaded. Please try again.` : null}
        emptyText={t`No saved templates yet. Save a dashboard from its tab.`}
        className="fd-templates-table"
      />
    </section>
  );
}
