import type { ReportFilter, ReportSection } from './report-model';

export const COVER_PAGE_TITLE = /*i18n*/ 'Cover page';

/**
 * A report's cover page as a section of its own: the facts the report was made for (title,
 * accounts, what was compared, filters, who and when), one per row. It is the first sheet of
 * the Excel file and stands alone on the PDF's first page.
 */
export function coverPageSection(facts: readonly ReportFilter[]): ReportSection {
  return {
    title: COVER_PAGE_TITLE,
    columns: [
      { key: 'label', header: /*i18n*/ 'Item', width: 22 },
      { key: 'value', header: /*i18n*/ 'Value', width: 60 },
    ],
    rows: facts.map((fact) => ({ label: fact.label, value: fact.value })),
    pageBreakAfter: true,
  };
}
