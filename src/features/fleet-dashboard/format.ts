/** How the dashboard writes its figures: 2 decimals at most (spec 2 §9), money with the account's symbol. */
const MONEY_FIELDS = new Set(['TotalCost', 'EmergencyCost', 'ScheduledCost', 'TotalSpend', 'Repair', 'Retread']);
const MONEY_REPORTS = new Set(['emergency_service', 'repair_retread_cost', 'top_products']);

export function isMoney(reportType: string, field: string): boolean {
  return MONEY_REPORTS.has(reportType) && MONEY_FIELDS.has(field);
}

export function formatFigure(value: number | null | undefined, locale: string, money?: string): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '—';
  const text = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value);
  return money ? `${money}${text}` : text;
}

/** Row fields that identify a row for the program, not for the reader. */
export const HIDDEN_FIELDS = new Set(['Date', 'MonthNumber', 'Year', 'WeekString', 'IsEmpty', 'PeriodType', 'Brand', 'brand', 'Position', 'MonthString', 'WeekDescription']);
