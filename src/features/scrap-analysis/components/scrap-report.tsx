import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { DownloadButton } from '../../../components/file-download';
import { ReportFrame } from '../../../components/report-frame';
import { reasonName } from '../../../lib/reason-names';
import { tireConditionName } from '../../../lib/tire-condition-names';
import { SCRAP_AREA, useScrapReport } from '../api';
import { sessionAtom, store, unitsOfUser, type ScrapFigure, type ScrapReport, type ScrapReportRequest } from '../app-links';
import { ScrapFigures, UNRECORDED_KEY, type FigureRow } from './scrap-figures';
import { usePositionName } from './position-names';
import { ScrapPhotos } from './scrap-photos';
import { ScrapTables } from './scrap-tables';
import { formatNumber } from '../../../../contract/number-format';

/** The report: cover, graph header, the three breakdowns with charts, accounts, surveys, photos and the files. */
export function ScrapReportView({ request }: { request: ScrapReportRequest }) {
  const { i18n } = useLingui();
  const report = useScrapReport(request);
  const units = unitsOfUser(useAtomValue(sessionAtom, { store }).user);
  const count = (value: number) => formatNumber(value, i18n.locale, { maximumFractionDigits: 0 });
  const percent = (value: number) => `${formatNumber(value, i18n.locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 })} %`;
  const tread = (mm: number | null) => (mm === null ? '—' : units.treadDepth.format(mm, i18n.locale));
  const data = report.data;

  return (
    <ReportFrame
      id="scrap-report"
      className="scrap-report"
      title={data ? data.cover_page.report_name : <Trans>Scrap analysis</Trans>}
      range={data ? { from: data.cover_page.date_from, to: data.cover_page.date_to } : null}
      actions={
        <>
          <DownloadButton path={`${SCRAP_AREA}/get_report_to_pdf`} body={request} fallbackName="scrap analysis.pdf">
            <Trans>PDF</Trans>
          </DownloadButton>
          <DownloadButton path={`${SCRAP_AREA}/get_report_to_excel`} body={request} fallbackName="scrap analysis.xlsx">
            <Trans>Excel</Trans>
          </DownloadButton>
        </>
      }
    >
      {report.isLoading ? (
        <p role="status">
          <Trans>Loading the report…</Trans>
        </p>
      ) : null}
      {report.isError ? (
        <p className="field-error" role="alert">
          <Trans>The report could not be loaded. Please try again.</Trans>
        </p>
      ) : null}
      {data ? <ReportBody report={data} count={count} percent={percent} tread={tread} treadLabel={units.treadDepth.label} /> : null}
    </ReportFrame>
  );
}

interface BodyProps {
  report: ScrapReport;
  count: (value: number) => string;
  percent: (value: number) => string;
  tread: (mm: number | null) => string;
  treadLabel: string;
}

function ReportBody({ report, count, percent, tread, treadLabel }: BodyProps) {
  const { t, i18n } = useLingui();
  const header = report.graph_header;
  const positionName = usePositionName();
  const figureRows = (figures: ScrapFigure[], name: (i18n: I18n, name: string) => string): FigureRow[] =>
    figures.map((figure) => ({ key: figure.id === null ? UNRECORDED_KEY : String(figure.id), label: figure.id === null ? t`None recorded` : name(i18n, figure.name), tires: figure.tires, percent: figure.percent }));
  const tiles = [
    { label: t`Scrapped tires`, value: count(header.scrapped_tires) },
    { label: t`Accounts`, value: count(header.accounts) },
    { label: t`Locations`, value: count(header.locations) },
    { label: t`Surveys`, value: count(header.surveys) },
    { label: t`Retreads`, value: count(header.retreads) },
    { label: t`With photo`, value: count(header.with_photo) },
    { label: t`Average tread at removal`, value: tread(header.average_tread_depth_mm) },
  ];
  const cover = report.cover_page;
  return (
    <>
      <dl className="scrap-cover">
        <div>
          <dt>{t`Prepared for`}</dt>
          <dd>{cover.prepared_for.join(', ')}</dd>
        </div>
        <div>
          <dt>{t`Prepared by`}</dt>
          <dd>{cover.prepared_by}</dd>
        </div>
        {cover.comments ? (
          <div>
            <dt>{t`Comments`}</dt>
            <dd>{cover.comments}</dd>
          </div>
        ) : null}
      </dl>
      <ul className="scrap-tiles" aria-label={t`Report totals`}>
        {tiles.map((tile) => (
          <li key={tile.label} className="scrap-tile">
            <span className="scrap-tile-label">{tile.label}</span>
            <span className="scrap-tile-value">{tile.value}</span>
          </li>
        ))}
      </ul>
      {header.scrapped_tires === 0 ? (
        <p className="scrap-empty" role="status">
          <Trans>No tires of these accounts were scrapped in this period.</Trans>
        </p>
      ) : null}
      <div className="scrap-graph-grid">
        <ScrapFigures id="scrap-reasons" title={t`By removal reason`} firstHeader={t`Removal reason`} rows={figureRows(report.statistics.by_removal_reason, reasonName)} color="#1b2a4a" formatCount={count} formatPercent={percent} />
        <ScrapFigures id="scrap-wear" title={t`By wear condition`} firstHeader={t`Wear condition`} rows={figureRows(report.statistics.by_wear_condition, tireConditionName)} color="#8a5300" formatCount={count} formatPercent={percent} />
        <ScrapFigures
          id="scrap-positions"
          title={t`By position`}
          firstHeader={t`Position`}
          extraHeaders={[t`Average tread (${treadLabel})`]}
          rows={report.statistics.by_position.map((row) => ({
            key: row.position_class,
            label: positionName(row.position_class),
            tires: row.tires,
            percent: row.percent,
            extra: [tread(row.average_tread_depth_mm)],
          }))}
          color="#1e6b52"
          formatCount={count}
          formatPercent={percent}
        />
      </div>
      <ScrapTables report={report} count={count} tread={tread} />
      <ScrapPhotos images={report.images} limited={report.is_images_limited} />
    </>
  );
}
