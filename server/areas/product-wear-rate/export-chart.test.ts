import { describe, expect, it } from 'vitest';
import type { WearRateRow } from '../../../contract/product-wear-rate';
import { readPng } from '../../../tests/helpers/read-exports';
import { wearBars, wearRateChart } from './export-chart';

const row = (product_line: string | null, wheel_position: string, wear_rate: number | null): WearRateRow => ({
  brand: 'Apex', product_line, tire_size: '11R22.5', load_range: 'H', wheel_position,
  tires: 2, unmeasured_tires: 0, wear_rate, earliest_pull_date: null, pull_overdue: false, pulls_within_90_days: 0, cost_per_distance: null,
});
const ROWS = [row('Haul Drive', 'drive', 3.15), row('Haul Steer', 'steer', 3.94), row(null, 'trail', 5.04), row('Road Drive', 'drive', null), row('Road Steer', 'steer', 2.5)];

describe('the wear rate chart of the PDF', () => {
  it('draws the rows of the page the screen was on, in the table order, named as the screen names them', () => {
    expect(wearBars(ROWS, { page_number: 1, page_size: 2 }, 'en-US')).toEqual({
      bars: [
        { label: 'Haul Drive 11R22.5 H · Drive', value: 3.15 },
        { label: 'Haul Steer 11R22.5 H · Steer', value: 3.94 },
      ],
      first: 1,
      last: 2,
    });
    // Page 2 holds a product without a line and one read fewer than twice: no bar for that one.
    expect(wearBars(ROWS, { page_number: 2, page_size: 2 }, 'fr-CA')).toEqual({ bars: [{ label: 'Produit inconnu 11R22.5 H · Remorque', value: 5.04 }], first: 3, last: 4 });
    expect(wearBars(ROWS, { page_number: 3, page_size: 2 }, 'en-US').bars.map((bar) => bar.value)).toEqual([2.5]);
  });

  it('is a picture a bar a row tall, with a caption naming the rows, and none for a page without a rate', async () => {
    const chart = await wearRateChart(ROWS, { page_number: 2, page_size: 2 }, '32nds/10,000 mi', 'en-US');
    expect(chart?.caption).toBe('Wear rate of rows 3 to 4 of 5, the page of the table open when this file was made');
    expect([chart?.width, chart?.height]).toEqual([1440, 2 * (70 + 30)]);
    expect(readPng(chart!.png).dark).toBeGreaterThan(1000);
    expect(await wearRateChart([row('Road Drive', 'drive', null)], { page_number: 1, page_size: 10 }, '32nds/10,000 mi', 'en-US')).toBeUndefined();
  });
});
