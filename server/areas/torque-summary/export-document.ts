import type { TorqueReport } from '../../../contract/torque-summary';
import type { ReportDocument } from '../../exports/report-model';
import { reportMeta, type ExportContext } from '../../exports/report-meta';

/**
 * The torque summary files: the cover page's facts in the header, then the locations page and
 * the torque summary page, each a section (an Excel sheet, a PDF heading) with the same rows
 * and figures get_report answers. Torque columns convert to N·m for a metric user.
 */
export function torqueSummaryDocument(context: ExportContext, report: TorqueReport): ReportDocument {
  const cover = report.cover_page;
  const summary = report.torque_summary_page;
  const totals = summary.totals;
  return {
    meta: reportMeta(
      {
        ...context,
        filters: [
          { label: 'Prepared for', value: cover.prepared_for.join(', ') },
          { label: 'Dates', value: `${cover.date_from} – ${cover.date_to}` },
          { label: 'Locations', value: String(cover.location_count) },
          { label: 'Tolerance', value: `± ${summary.tolerance_percent} %` },
        ],
      },
      cover.title,
      `${cover.date_from} – ${cover.date_to}`,
    ),
    sections: [
      {
        title: 'Locations',
        columns: [
          { key: 'code', header: 'Code', width: 10 },
          { key: 'name', header: 'Name', width: 22 },
          { key: 'address', header: 'Address', width: 22 },
          { key: 'city', header: 'City', width: 14 },
          { key: 'state', header: 'State', width: 6 },
          { key: 'zip', header: 'Zip', width: 8 },
          { key: 'account_name', header: 'Account', width: 20 },
        ],
        rows: report.locations_page.locations,
      },
      {
        title: 'Torque summary',
        columns: [
          { key: 'code', header: 'Code', width: 10 },
          { key: 'name', header: 'Location', width: 18 },
          { key: 'wheels_checked', header: 'Wheels checked', kind: 'integer', width: 9 },
          { key: 'units', header: 'Units', kind: 'integer', width: 7 },
          { key: 'surveys', header: 'Surveys', kind: 'integer', width: 7 },
          { key: 'in_spec', header: 'Within spec', kind: 'integer', width: 8 },
          { key: 'in_spec_percent', header: 'Within spec %', kind: 'percent', width: 8 },
          { key: 'under_torque', header: 'Under torque', kind: 'integer', width: 8 },
          { key: 'under_torque_percent', header: 'Under torque %', kind: 'percent', width: 8 },
          { key: 'over_torque', header: 'Over torque', kind: 'integer', width: 8 },
          { key: 'over_torque_percent', header: 'Over torque %', kind: 'percent', width: 8 },
          { key: 'average_deviation_ft_lb', header: 'Average deviation', kind: 'torque', width: 14 },
          { key: 'average_deviation_percent', header: 'Average deviation %', kind: 'percent', width: 9 },
        ],
        rows: [...summary.locations, totals],
        summary: [
          { label: 'Wheels checked', value: String(totals.wheels_checked) },
          { label: 'Within spec', value: String(totals.in_spec) },
          { label: 'Under torque', value: String(totals.under_torque) },
          { label: 'Over torque', value: String(totals.over_torque) },
        ],
        cellColor: (row, key) =>
          (key === 'under_torque' || key === 'over_torque') && Number(row[key]) > 0 ? 'critical' : undefined,
      },
    ],
  };
}
