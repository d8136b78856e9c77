import { formatDay } from '../../../contract/date-format';
import type { TorqueReport } from '../../../contract/torque-summary';
import type { ReportDocument } from '../../exports/report-model';
import { exportI18n } from '../../exports/export-i18n';
import { fixedFigure, summaryFigure } from '../../exports/format';
import { reportMeta, type ExportContext } from '../../exports/report-meta';

/**
 * The torque summary files: the cover page's facts in the header, then the locations page and
 * the torque summary page, each a section (an Excel sheet, a PDF heading) with the same rows
 * and figures get_report answers. Torque columns convert to N·m for a metric user.
 */
export function torqueSummaryDocument(context: ExportContext, report: TorqueReport): ReportDocument {
  const cover = report.cover_page;
  const summary = report.torque_summary_page;
  const i18n = exportI18n(context.language);
  // The totals row is named in English by the report; the file names it in the reader's words.
  const totals = { ...summary.totals, name: i18n._('Total') };
  const dates = `${formatDay(cover.date_from, context.language)} – ${formatDay(cover.date_to, context.language)}`;
  const figure = (value: number) => summaryFigure(value, context.language);
  const share = (count: number, percent: number | null) => (percent === null ? figure(count) : `${figure(count)} (${fixedFigure(percent, context.language, 1)} %)`);
  return {
    meta: reportMeta(
      {
        ...context,
        filters: [
          { label: /*i18n*/ 'Prepared for', value: cover.prepared_for.join(', ') },
          { label: /*i18n*/ 'Dates', value: dates },
          { label: /*i18n*/ 'Locations', value: String(cover.location_count) },
          { label: /*i18n*/ 'Tolerance', value: `± ${summary.tolerance_percent} %` },
        ],
      },
      cover.title,
      dates,
    ),
    sections: [
      {
        title: /*i18n*/ 'Locations',
        columns: [
          { key: 'code', header: /*i18n*/ 'Code', width: 10 },
          { key: 'name', header: /*i18n*/ 'Name', width: 22 },
          { key: 'address', header: /*i18n*/ 'Address', width: 22 },
          { key: 'city', header: /*i18n*/ 'City', width: 14 },
          { key: 'state', header: /*i18n*/ 'State', width: 6 },
          { key: 'zip', header: /*i18n*/ 'Zip', width: 8 },
          { key: 'account_name', header: /*i18n*/ 'Account', width: 20 },
        ],
        rows: report.locations_page.locations,
      },
      {
        title: /*i18n*/ 'Torque summary',
        columns: [
          { key: 'code', header: /*i18n*/ 'Code', width: 10 },
          { key: 'name', header: /*i18n*/ 'Location', width: 18 },
          { key: 'wheels_checked', header: /*i18n*/ 'Wheels checked', kind: 'integer', width: 9 },
          { key: 'units', header: /*i18n*/ 'Units', kind: 'integer', width: 7 },
          { key: 'surveys', header: /*i18n*/ 'Surveys', kind: 'integer', width: 7 },
          { key: 'in_spec', header: /*i18n*/ 'Within spec', kind: 'integer', width: 8 },
          { key: 'in_spec_percent', header: /*i18n*/ 'Within spec %', kind: 'percent', width: 8 },
          { key: 'under_torque', header: /*i18n*/ 'Under torque', kind: 'integer', width: 8 },
          { key: 'under_torque_percent', header: /*i18n*/ 'Under torque %', kind: 'percent', width: 8 },
          { key: 'over_torque', header: /*i18n*/ 'Over torque', kind: 'integer', width: 8 },
          { key: 'over_torque_percent', header: /*i18n*/ 'Over torque %', kind: 'percent', width: 8 },
          { key: 'average_deviation_ft_lb', header: /*i18n*/ 'Average deviation', kind: 'torque', width: 14 },
          { key: 'average_deviation_percent', header: /*i18n*/ 'Average deviation %', kind: 'percent', width: 9 },
        ],
        rows: [...summary.locations, totals],
        // The screen's tiles: the counts, and each share of the wheels checked beside its count.
        summary: [
          { label: /*i18n*/ 'Wheels checked', value: figure(totals.wheels_checked) },
          { label: /*i18n*/ 'Units', value: figure(totals.units) },
          { label: /*i18n*/ 'Surveys', value: figure(totals.surveys) },
          { label: /*i18n*/ 'Within spec', value: share(totals.in_spec, totals.in_spec_percent) },
          { label: /*i18n*/ 'Under torque', value: share(totals.under_torque, totals.under_torque_percent) },
          { label: /*i18n*/ 'Over torque', value: share(totals.over_torque, totals.over_torque_percent) },
        ],
        cellColor: (row, key) =>
          (key === 'under_torque' || key === 'over_torque') && Number(row[key]) > 0 ? 'critical' : undefined,
      },
    ],
  };
}
