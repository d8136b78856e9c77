import { Trans, useLingui } from '@lingui/react/macro';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { DataTable } from '../../../components/data-table';
import { useScrapSurveys } from '../api';
import { formatDay, SCRAP_SURVEYS_PAGE_SIZE, type ScrapSurvey, type ScrapSurveysRequest } from '../app-links';

const column = createColumnHelper<ScrapSurvey>();

export interface SurveyChooserProps {
  filters: Omit<ScrapSurveysRequest, 'page_number' | 'page_size'>;
  selected: readonly number[];
  onChange: (ids: number[]) => void;
}

/** The surveys that scrapped tires (spec 3 §9: pages of 20); none chosen reports on them all. */
export function SurveyChooser({ filters, selected, onChange }: SurveyChooserProps) {
  const { t, i18n } = useLingui();
  const [page, setPage] = useState(1);
  const key = JSON.stringify(filters);
  const [pageOf, setPageOf] = useState(key);
  // New filters start again from the first page.
  if (pageOf !== key) {
    setPageOf(key);
    setPage(1);
  }
  const surveys = useScrapSurveys({ ...filters, page_number: page, page_size: SCRAP_SURVEYS_PAGE_SIZE });
  const ids = useMemo(() => new Set(selected.map(String)), [selected]);
  const columns = useMemo(
    () => [
      column.accessor('survey_date', { header: t`Survey date`, cell: (info) => formatDay(info.getValue(), i18n.locale) }),
      column.accessor('fleet_location_code', { header: t`Location` }),
      column.accessor('fleet_location_name', { header: t`Name` }),
      column.accessor('account_name', { header: t`Account` }),
      column.accessor('dealer_name', { header: t`Dealer`, cell: (info) => info.getValue() ?? '—' }),
      column.accessor('scrapped_tires', { header: t`Scrapped tires`, meta: { numeric: true } }),
    ],
    [t, i18n],
  );
  return (
    <fieldset className="scrap-fieldset">
      <legend>
        <Trans>Surveys (none chosen: every scrapped tire of the period)</Trans>
      </legend>
      <DataTable
        caption={t`Surveys with scrapped tires, ${surveys.data?.total_items ?? 0} found, ${selected.length} chosen`}
        columns={columns}
        rows={surveys.isError ? [] : surveys.data?.surveys}
        total={surveys.data?.total_items ?? 0}
        page={page}
        pageSize={SCRAP_SURVEYS_PAGE_SIZE}
        onPageChange={setPage}
        getRowId={(row) => String(row.survey_id)}
        isLoading={surveys.isFetching}
        error={surveys.isError ? t`The surveys could not be loaded. Please try again.` : null}
        emptyText={t`No survey scrapped tires of these accounts in this period.`}
        selectedIds={ids}
        onSelectedIdsChange={(next) => onChange([...next].map(Number))}
        className="scrap-survey-table"
      />
    </fieldset>
  );
}
