import { describe, expect, it } from 'vitest';
import type { GetReportsResponse, ReportResult, TableRow } from '../../../contract/fleet-dashboard';
import type { SessionUser } from '../../auth/session-user';
import { exportPageSvg } from './export-picture';

const week = (n: number, description: string, days: number): TableRow => ({
  WeekString: `W${n}`,
  WeekDescription: description,
  AverageDays: days,
  TotalDays: days * 4,
  Quantity: 4,
  AverageDaysPrev: days + 1,
  TotalDaysPrev: (days + 1) * 4,
  QuantityPrev: 4,
  PeriodType: 'week',
});

const turnaround: ReportResult = {
  report_type: 'retread_turnaround',
  tab_type: 'retreading',
  report_part: { year: 2026, month: 9 },
  is_empty: false,
  table: [week(1, 'Sep 1 - Sep 6', 11), week(5, 'Sep 28 - Oct 4', 9)],
  graph: { categories: [], series: [{ key: 'AverageDaysPrev', period: 'previous', name: 'Previous year', data: [] }] },
  summary: [],
};

const answer: GetReportsResponse = {
  tab_id: 'retreading',
  tab_type: 'retreading',
  date_from: '09/01/2026',
  date_to: '10/04/2026',
  previous_date_from: '09/01/2025',
  previous_date_to: '10/04/2025',
  currency_symbol: '$',
  national_average_accounts: 0,
  reports: [turnaround],
};

/** The words the picture writes, in order, whatever lines they were laid on. */
const writtenWords = (svg: string) =>
  [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)]
    .map((match) => match[1]!)
    .join(' ')
    .split(/\s+/);

describe('the dashboard picture (PNG) table', () => {
  it('keeps every word of a long period label and of every heading: cells wrap, nothing is cut', () => {
    const { svg } = exportPageSvg({
      answer,
      accountName: 'Maple Haul',
      titles: { customerName: '', title: '', subtitle: '', isDefault: true },
      params: [{ comment: '', include_option: 'only_table', table_sort_number: 0, table_sort_desc: false }],
      user: {} as SessionUser,
      language: 'en-US',
    });
    expect(svg).not.toContain('…');
    const words = writtenWords(svg);
    for (const label of ['W5 · Sep 28 - Oct 4', 'W1 · Sep 1 - Sep 6']) {
      const parts = label.split(' ');
      const start = words.findIndex((_, index) => parts.every((part, offset) => words[index + offset] === part));
      expect(start, `${label} in ${words.join(' ')}`).toBeGreaterThanOrEqual(0);
    }
  });
});
