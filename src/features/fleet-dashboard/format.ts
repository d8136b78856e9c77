/** How the dashboard writes its figures: 2 decimals at most (spec 2 §9), money with the account's symbol. */
export { HIDDEN_FIELDS, isMoney } from '../../../contract/fleet-dashboard/chart-model';

export function formatFigure(value: number | null | undefined, locale: string, money?: string): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '—';
  const text = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value);
  return money ? `${money}${text}` : text;
}

