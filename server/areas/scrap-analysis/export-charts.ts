import type { ScrapReport } from '../../../contract/scrap-analysis';
import { barsAcrossPicture } from '../../exports/charts';
import type { ExportWords } from '../../exports/export-words';
import { summaryFigure } from '../../exports/format';
import type { ReportFilter, SectionPicture } from '../../exports/report-model';

/** The screen's bar colours (src/features/scrap-analysis/components/scrap-report.tsx). */
const COLORS = { reasons: '#1b2a4a', wear: '#8a5300', position: '#1e6b52' } as const;

export interface ScrapFigureChart {
  picture?: SectionPicture;
  /** "None recorded: 412 (91.2 %)": tires without a category, said rather than plotted. */
  unrecorded?: ReportFilter;
}
export type ScrapCharts = Record<keyof typeof COLORS, ScrapFigureChart>;

interface Bar {
  label: string;
  tires: number;
  percent: number;
  recorded: boolean;
}

/** One horizontal bar chart of scrapped tires per category, as the screen draws it: recorded categories only. */
async function figureChart(bars: Bar[], color: string, words: ExportWords, language: string): Promise<ScrapFigureChart> {
  const none = bars.find((bar) => !bar.recorded && bar.tires > 0);
  const charted = bars.filter((bar) => bar.recorded && bar.tires > 0);
  const unrecorded = none ? { label: /*i18n*/ 'None recorded', value: `${summaryFigure(none.tires, language)} (${summaryFigure(none.percent, language)} %)` } : undefined;
  if (charted.length === 0) return { unrecorded };
  const picture = await barsAcrossPicture(
    charted.map((bar) => ({ label: bar.label, value: bar.tires })),
    { seriesName: words.i18n._('Scrapped tires'), color, format: (value) => summaryFigure(value, language) },
  );
  return { picture, unrecorded };
}

/** The three charts of the scrap analysis screen, drawn on the server for the PDF. */
export async function scrapCharts(report: ScrapReport, words: ExportWords, language: string): Promise<ScrapCharts> {
  const { statistics } = report;
  const named = (rows: ScrapReport['statistics']['by_removal_reason']): Bar[] =>
    rows.map((row) => ({ label: row.id === null ? words.i18n._('None recorded') : words.name(row.name), tires: row.tires, percent: row.percent, recorded: row.id !== null }));
  const [reasons, wear, position] = await Promise.all([
    figureChart(named(statistics.by_removal_reason), COLORS.reasons, words, language),
    figureChart(named(statistics.by_wear_condition), COLORS.wear, words, language),
    figureChart(
      statistics.by_position.map((row) => ({ label: words.positionClass(row.position_class), tires: row.tires, percent: row.percent, recorded: true })),
      COLORS.position,
      words,
      language,
    ),
  ]);
  return { reasons, wear, position };
}
