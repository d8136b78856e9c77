import { Trans, useLingui } from '@lingui/react/macro';
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { DataTable } from '../../../components/data-table';
import { DownloadButton } from '../../../components/file-download';
import { formatDay } from '../../../lib/dates';
import { translateJoinedNames } from '../../../../contract/joined-names';
import { tireConditionName } from '../../../lib/tire-condition-names';
import { KM_PER_MILE } from '../../../lib/units';
import { useSurveyDetail } from '../api';
import { LEVEL_LABELS, RESOLUTION_LABELS } from '../labels';
import { formatDateTime, sessionAtom, store, unitsOfUser, type ExceptionColor, type SurveyDetailRow } from '../app-links';
import { formatNumber } from '../../../../contract/number-format';

const column = createColumnHelper<SurveyDetailRow>();
const numeric = { meta: { numeric: true } } as const;

/** One survey: who, where and when, then every tire read with its levels, photos and resolutions. */
export function SurveyDetail({ surveyId }: { surveyId: number }) {
  const { t, i18n } = useLingui();
  const detail = useSurveyDetail(surveyId);
  const units = unitsOfUser(useAtomValue(sessionAtom, { store }).user);
  const locale = i18n.locale;
  const currency = detail.data?.currency_symbol ?? '';
  const columns = useMemo(() => {
    // The reader's calendar day, as YYYY-MM-DD (the pull dates' form).
    const today = new Date().toLocaleDateString('en-CA');
    const level = (color: ExceptionColor, text: string) => (
      <span className={`io-level io-level-${color}`}>
        {text}
        {color === 'warning' || color === 'critical' ? <span className="io-level-word"> ({i18n._(LEVEL_LABELS[color])})</span> : null}
      </span>
    );
    return [
      column.accessor('unit_number', {
        header: t`Unit`,
        cell: ({ row }) => (
          <span className="io-unit">
            {row.original.unit_number}
            {row.original.has_unit_images ? (
              <Link to="/reports/surveys/$surveyId/unit/$unitId/images" params={{ surveyId: String(surveyId), unitId: String(row.original.unit_id) }} search={{ from: 'report' }}>
                {t`Unit photos`}
              </Link>
            ) : null}
          </span>
        ),
      }),
      column.accessor('axle_and_tire_position', { header: t`Position` }),
      column.accessor('pressure', {
        header: t`Pressure (${units.pressure.label})`,
        ...numeric,
        cell: ({ row }) => level(row.original.pressure_color, row.original.pressure === null ? '—' : units.pressure.format(row.original.pressure, locale)),
      }),
      column.accessor('tread_depth', {
        header: t`Tread depth (${units.treadDepth.label})`,
        ...numeric,
        cell: ({ row }) => level(row.original.tread_depth_color, row.original.tread_depth === null ? '—' : units.treadDepth.format(row.original.tread_depth, locale)),
      }),
      column.accessor('wear_conditions', { header: t`Wear conditions`, cell: (info) => translateJoinedNames((name) => tireConditionName(i18n, name), info.getValue() ?? '—') }),
      column.accessor('valve', { header: t`Valve`, cell: (info) => tireConditionName(i18n, info.getValue() ?? '—') }),
      // Brand, product line and size share one column so the table fits a laptop screen.
      column.display({
        id: 'tire',
        header: t`Brand, product line and size`,
        cell: ({ row }) => (
          <span className="io-tire">
            <span>{[row.original.brand, row.original.product_line].filter(Boolean).join(' ') || '—'}</span>
            <span className="io-muted">{row.original.tire_size ?? '—'}</span>
          </span>
        ),
      }),
      // When the tire reaches its minimum tread at its measured rate, and what a mile of it costs.
      column.display({
        id: 'projection',
        header: t`Projected pull date`,
        cell: ({ row }) => {
          const { projected_pull_date: pull, cost_per_mile: costPerMile, wear_measured: measured } = row.original;
          const perKm = units.distance.unit === 'km';
          const amount = costPerMile === null ? null : formatNumber(perKm ? costPerMile / KM_PER_MILE : costPerMile, locale, { minimumFractionDigits: 4, maximumFractionDigits: 4 });
          const cost = amount === null ? null : `${currency}${amount}`;
          // A projected pull already past is a tire past its minimum tread.
          const overdue = pull !== null && pull < today;
          return (
            <span className="io-projection" data-pull-date={pull ?? undefined}>
              <span>
                {pull ? formatDay(pull, locale) : measured ? t`Not projected` : t`Not enough readings`}
                {overdue ? <strong className="text-critical" data-overdue="true">{` ${t`Overdue`}`}</strong> : null}
              </span>
              {cost !== null ? (
                <span className="io-muted">
                  {perKm ? t`${cost} per km` : t`${cost} per mile`}
                </span>
              ) : null}
            </span>
          );
        },
      }),
      column.display({
        id: 'resolutions',
        header: t`Resolutions`,
        cell: ({ row }) => {
          const codes = Object.values(row.original.resolutions).filter((code) => code !== null);
          return codes.length === 0 ? '—' : codes.map((code) => i18n._(RESOLUTION_LABELS[code])).join('; ');
        },
      }),
      column.display({
        id: 'photos',
        header: t`Photos`,
        cell: ({ row }) =>
          row.original.has_tire_images && row.original.tire_id !== null ? (
            <Link
              to="/reports/surveys/$surveyId/tire/$tireId/images"
              params={{ surveyId: String(surveyId), tireId: String(row.original.tire_id) }}
              search={{ from: 'report' }}
              aria-label={t`Tire photos of ${row.original.unit_number} ${row.original.axle_and_tire_position}`}
            >
              {t`Tire photos`}
            </Link>
          ) : (
            '—'
          ),
      }),
    ];
  }, [t, i18n, units, locale, surveyId, currency]);

  if (detail.isError) return <p role="alert" className="io-error">{t`The survey could not be loaded. It may not exist or not be yours to see.`}</p>;
  const data = detail.data;
  if (!data) return <p role="status">{t`Loading the survey…`}</p>;
  const when = formatDateTime(data.survey_date_time, locale, undefined, 'medium');
  const body = { survey_id: surveyId };

  return (
    <>
      <section className="panel io-detail-head" aria-label={t`Survey`}>
        <dl className="io-facts">
          <div><dt>{t`Surveyed by`}</dt><dd>{data.survey_by}</dd></div>
          <div><dt>{t`Company`}</dt><dd>{data.survey_by_company ?? '—'}</dd></div>
          <div><dt>{t`Date and time`}</dt><dd>{when}</dd></div>
          <div><dt>{t`Account`}</dt><dd>{data.account_name}</dd></div>
          <div><dt>{t`Location`}</dt><dd>{data.fleet_location_name}</dd></div>
          <div><dt>{t`Address`}</dt><dd>{data.address_city_state_view}</dd></div>
        </dl>
        <ul className="io-figures" aria-label={t`Survey totals`}>
          <li className="io-figure"><span className="io-figure-label">{t`Units`}</span><span className="io-figure-value">{data.total_units}</span></li>
          <li className="io-figure"><span className="io-figure-label">{t`Tires`}</span><span className="io-figure-value">{data.total_tires}</span></li>
          <li className="io-figure"><span className="io-figure-label">{t`Exceptions`}</span><span className="io-figure-value">{data.exceptions}</span></li>
        </ul>
        <div className="io-actions">
          <DownloadButton path="survey/download_pdf_file_survey_details" body={body} fallbackName={`survey ${surveyId}.pdf`}><Trans>Details PDF</Trans></DownloadButton>
          <DownloadButton path="survey/download_excel_file_survey_details" body={body} fallbackName={`survey ${surveyId}.xlsx`}><Trans>Details Excel</Trans></DownloadButton>
          {data.has_trailer_readiness_report ? (
            <Link className="io-readiness-link" to="/trailer-readiness-report/$id" params={{ id: String(surveyId) }}>
              {t`Trailer readiness report`}
            </Link>
          ) : null}
        </div>
      </section>
      <DataTable
        caption={t`Tires of the survey`}
        columns={columns}
        rows={data.data}
        total={data.data.length}
        page={1}
        pageSize={Math.max(data.data.length, 1)}
        onPageChange={() => undefined}
        getRowId={(row) => `${row.insp_id}-${row.axle_and_tire_position}`}
        emptyText={t`No tires were read in this survey`}
        className="io-detail-table"
      />
    </>
  );
}
