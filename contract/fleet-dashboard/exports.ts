/**
 * Export calls of the fleet dashboard (spec 2 §7): export_reports_{XML,PDF,EXCEL} of a basket
 * and export_single_report. The body is a get_reports body plus the export titles and, per
 * report in the same order, the export parameters of spec 2 §7.
 */
import { z } from 'zod';
import { text } from '../common';
import { DASHBOARD_TABS } from './report-types';
import { baseParameters, getReportsRequest, reportParameters, tabParameters } from './requests';

export const INCLUDE_OPTIONS = ['both', 'only_table', 'only_graph'] as const;
/** The file formats of export_reports_{format} and export_single_report (spec 2 §7). */
export const EXPORT_FORMATS = ['XML', 'PDF', 'PNG', 'EXCEL'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const exportParams = z.object({
  comment: text(2000).default(''),
  include_option: z.enum(INCLUDE_OPTIONS).default('both'),
  /** The month the chart showed drilled into weeks; both or neither. */
  graph_selected_year: z.number().int().min(2000).max(2100).nullish(),
  graph_selected_month: z.number().int().min(1).max(12).nullish(),
  /** 1-based column of REPORT_COLUMNS the table was sorted by; 0 = the report's own order. */
  table_sort_number: z.number().int().min(0).max(50).default(0),
  table_sort_desc: z.boolean().default(false),
});
export type ExportParams = z.output<typeof exportParams>;

export const exportTitles = z.object({
  customerName: text(200).default(''),
  title: text(200).default(''),
  subtitle: text(200).default(''),
  /** true: the default titles (the account's name and the dashboard's), the others ignored. */
  isDefault: z.boolean().default(true),
});
export type ExportTitles = z.output<typeof exportTitles>;

const defaults = { customerName: '', title: '', subtitle: '', isDefault: true };

export const exportReportsRequest = getReportsRequest.extend({
  export_titles: exportTitles.default(defaults),
  export_params: z.array(exportParams).max(19).default([]),
});
export type ExportReportsRequest = z.output<typeof exportReportsRequest>;

export const exportSingleReportRequest = getReportsRequest.extend({
  reports_parameters: z.array(reportParameters).length(1),
  export_titles: exportTitles.default(defaults),
  export_params: exportParams.default({ comment: '', include_option: 'both', table_sort_number: 0, table_sort_desc: false }),
  format: z.enum(EXPORT_FORMATS).default('PDF'),
});
export type ExportSingleReportRequest = z.output<typeof exportSingleReportRequest>;

/** The formats of export_combined_{format}: the Report tab's one file of every basket, in each form a basket has. */
export const COMBINED_EXPORT_FORMATS = EXPORT_FORMATS;
export type CombinedExportFormat = (typeof COMBINED_EXPORT_FORMATS)[number];

/**
 * export_combined_{XML,PDF,PNG,EXCEL}: the combined Report tab's reports in one file. Each tab's basket
 * is run with that tab's own parameters (as export_reports runs one), and the files hold them in
 * the order of `tabs`, then of each basket.
 */
export const exportCombinedRequest = z.object({
  base_parameters: baseParameters,
  export_titles: exportTitles.default(defaults),
  tabs: z
    .array(
      z.object({
        tab_parameters: tabParameters,
        reports_parameters: z.array(reportParameters).min(1).max(19),
        export_params: z.array(exportParams).max(19).default([]),
      }),
    )
    .min(1)
    .max(DASHBOARD_TABS.length),
});
export type ExportCombinedRequest = z.output<typeof exportCombinedRequest>;
