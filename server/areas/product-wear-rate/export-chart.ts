import { wearRowProduct, type WearRateRow } from '../../../contract/product-wear-rate';
import { barsAcrossPicture } from '../../exports/charts';
import { exportWords } from '../../exports/export-words';
import { fixedFigure } from '../../exports/format';
import type { SectionPicture } from '../../exports/report-model';

/** The table's page the screen was on when the file was asked for. */
export interface TablePage {
  page_number: number;
  page_size: number;
}

/** A bar of the chart: the product and its wheel position, named as the screen names them. */
export interface WearBar {
  label: string;
  value: number;
}

/**
 * The bars the screen draws for `page`: the page's rows in the table's order, those with a
 * wear rate (a product whose tires were read fewer than twice has no rate to draw).
 */
export function wearBars(rows: readonly WearRateRow[], page: TablePage, language: string): { bars: WearBar[]; first: number; last: number } {
  const { i18n, positionClass } = exportWords(language);
  const start = (page.page_number - 1) * page.page_size;
  const shown = rows.slice(start, start + page.page_size);
  const bars = shown
    .filter((row) => row.wear_rate !== null)
    .map((row) => ({
      label: `${wearRowProduct(row, i18n._('Unknown product'))} · ${positionClass(row.wheel_position)}`,
      value: row.wear_rate as number,
    }));
  return { bars, first: start + 1, last: start + shown.length };
}

/**
 * The screen's chart of the wear rates, drawn for the PDF, with a caption saying which rows of
 * the table it plots; none when the page holds no wear rate (the screen shows none either).
 */
export async function wearRateChart(rows: readonly WearRateRow[], page: TablePage, unit: string, language: string): Promise<SectionPicture | undefined> {
  const { bars, first, last } = wearBars(rows, page, language);
  if (bars.length === 0) return undefined;
  const { i18n } = exportWords(language);
  const picture = await barsAcrossPicture(bars, {
    seriesName: i18n._('Wear rate ({unit})', { unit }),
    format: (value) => fixedFigure(value, language, 2),
  });
  const caption = i18n._('Wear rate of rows {first} to {last} of {total}, the page of the table open when this file was made', { first, last, total: rows.length });
  return { ...picture, caption };
}
