/**
 * A length of time in minutes as a reader takes it in: hours and minutes ("1 h 32 min",
 * "45 min"), never a raw count of seconds. The hour and minute symbols are the same in every
 * portal language (SI symbols); the hours are grouped as the locale groups numbers.
 */
import { formatNumber } from './number-format';

export function formatMinutes(minutes: number, locale: string): string {
  const total = Math.round(Math.abs(minutes));
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  const sign = minutes < 0 && total > 0 ? '-' : '';
  if (hours === 0) return `${sign}${rest} min`;
  const h = formatNumber(hours, locale, { maximumFractionDigits: 0 });
  return `${sign}${h} h ${String(rest).padStart(2, '0')} min`;
}
