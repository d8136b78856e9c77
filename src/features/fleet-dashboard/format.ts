/** How the dashboard writes its figures: 2 decimals at most (spec 2 §9), money with the account's symbol, durations in hours and minutes. */
import { figureKind, formatReportFigure } from '../../../contract/fleet-dashboard/chart-model';

export { HIDDEN_FIELDS, isMoney } from '../../../contract/fleet-dashboard/chart-model';

/** A row field or tile of a report, written as its kind asks. */
export function formatField(value: number | null | undefined, locale: string, reportType: string, field: string, currency: string): string {
  return formatReportFigure(value, locale, figureKind(reportType, field), currency);
}
