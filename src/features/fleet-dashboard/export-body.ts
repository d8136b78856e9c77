/** Bodies of the export calls (spec 2 §7): a get_reports body plus export titles and per-report export parameters. */
import type { ExportCombinedRequest, ExportFormat, ExportParams, ExportReportsRequest, ExportSingleReportRequest, ExportTitles } from '../../../contract/fleet-dashboard/exports';
import { baseParametersOf, reportParametersOf, tabParametersOf, type PanelSettings, type WizardSaved } from './request';
import type { BasketEntry, DashboardTab, ReportType } from './app-links';
import type { DisplayMode } from './state';

export type { ExportFormat };
const INCLUDE: Record<DisplayMode, ExportParams['include_option']> = { both: 'both', graph: 'only_graph', table: 'only_table' };

/** The tab's basket as one export: each entry with the settings and models it was added with. */
export function basketExportBody(tab: DashboardTab, values: WizardSaved, entries: BasketEntry[], titles: ExportTitles): ExportReportsRequest {
  return {
    tab_id: tab,
    base_parameters: baseParametersOf(values.account, values.date),
    tab_parameters: tabParametersOf(tab, values),
    reports_parameters: entries.map((entry) => entry.settings),
    export_titles: titles,
    export_params: entries.map((entry) => ({
      comment: entry.models.comment,
      include_option: 'both',
      graph_selected_year: entry.models.report_part?.year ?? null,
      graph_selected_month: entry.models.report_part?.month ?? null,
      table_sort_number: entry.models.sortNumber,
      table_sort_desc: entry.models.sortDesc,
    })),
  };
}

/** The combined Report tab as one export: every tab's basket with its own tab's parameters, in the tabs' order. */
export function combinedExportBody(values: WizardSaved, baskets: { tab: DashboardTab; entries: BasketEntry[] }[], titles: ExportTitles): ExportCombinedRequest {
  return {
    base_parameters: baseParametersOf(values.account, values.date),
    export_titles: titles,
    tabs: baskets
      .filter((basket) => basket.entries.length > 0)
      .map((basket) => {
        const { reports_parameters, export_params, tab_parameters } = basketExportBody(basket.tab, values, basket.entries, titles);
        return { tab_parameters, reports_parameters, export_params };
      }),
  };
}

/** One report as the panel shows it: its display mode and drilled month. */
export function singleExportBody(type: ReportType, tab: DashboardTab, values: WizardSaved, settings: PanelSettings, display: DisplayMode, format: ExportFormat, titles: ExportTitles): ExportSingleReportRequest {
  return {
    tab_id: tab,
    base_parameters: baseParametersOf(values.account, values.date),
    tab_parameters: tabParametersOf(tab, values),
    reports_parameters: [reportParametersOf(type, tab, values, settings)],
    export_titles: titles,
    export_params: {
      comment: '',
      include_option: INCLUDE[display],
      graph_selected_year: settings.part?.year ?? null,
      graph_selected_month: settings.part?.month ?? null,
      table_sort_number: 0,
      table_sort_desc: false,
    },
    format,
  };
}
