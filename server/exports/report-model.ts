/**
 * The one shape every exported report takes. A report builds a ReportDocument from its query
 * and hands it to writeExcel, writePdf, sendExport or renderToBuffer; the pipeline owns units,
 * number and date formats, colors and layout so every report looks and converts the same.
 */

/**
 * How a column's values are read and shown.
 * - text: anything, shown as its string
 * - integer, number: numbers (numeric strings from the database are accepted); number uses
 *   `decimals` (default 2)
 * - percent: a percentage 0–100 as the report queries compute it (25.5 means 25.5 %)
 * - currency: an amount in the user's currency (meta.currencySymbol, default '$')
 * - duration: a length of time in minutes, shown in hours and minutes ("1 h 32 min"; [h]:mm in Excel)
 * - date: a calendar day ('YYYY-MM-DD' string or Date, read as UTC); datetime: an instant
 *   (Date or ISO string) shown in meta.timeZone
 * - pressure: psi; tread: millimetres; distance: miles; volume: US gallons; torque: foot-pounds
 *   — converted to the user's units
 */
export type ColumnKind =
  | 'text'
  | 'integer'
  | 'number'
  | 'percent'
  | 'currency'
  | 'duration'
  | 'date'
  | 'datetime'
  | 'pressure'
  | 'tread'
  | 'distance'
  | 'volume'
  | 'torque';

export interface ReportColumn {
  key: string;
  /** Shown as given (already in the user's language); unit kinds get the unit appended. */
  header: string;
  kind?: ColumnKind;
  /** Relative width in characters; the PDF scales all widths to the page. */
  width?: number;
  /** Overrides the kind's default decimals (unit kinds included). */
  decimals?: number;
}

export interface ReportFilter {
  label: string;
  value: string;
}

export interface ReportMeta {
  title: string;
  subtitle?: string;
  filters: ReportFilter[];
  generatedAt: Date;
  generatedBy: string;
  /** BCP 47 tag, e.g. en-US, fr-CA; drives date formats and the pipeline's own few words. */
  language: string;
  unitOfMeasurement: 'imperial' | 'metric';
  /** The pressure unit the user chose (bar or kPa with metric); by default the system's own (psi, bar). */
  pressureUnit?: 'psi' | 'bar' | 'kPa';
  currencySymbol?: string;
  /** IANA zone for datetime columns and generatedAt; the user's zone when known, else UTC. */
  timeZone?: string;
}

export type CellColor = 'critical' | 'warning' | 'ok';

/** A picture (a chart from ./charts) as PNG with its pixel size. */
export interface SectionPicture {
  png: Buffer;
  width: number;
  height: number;
  /** Printed under the picture, in the reader's language: what it plots when the heading does not say. */
  caption?: string;
}

/** A chart of a section with its title (already in the reader's language). */
export interface SectionChart {
  title: string;
  picture: SectionPicture;
}

export interface ReportSection {
  /** Sheet name in Excel and a heading in the PDF; defaults to the report title. */
  title?: string;
  /** PDF only: drawn under the heading, before the table, as wide as the page's text. */
  picture?: SectionPicture;
  /**
   * Charts after the picture, before the table: two a row in the PDF, each under its title; in
   * Excel one below the other on the section's sheet (./chart-grid.ts).
   */
  charts?: SectionChart[];
  /** No columns: the PDF prints no table (a section of a picture and its summary). */
  columns: ReportColumn[];
  /** Read once, in order, one row at a time; an async generator over a cursor keeps memory flat. */
  rows: Iterable<Record<string, unknown>> | AsyncIterable<Record<string, unknown>>;
  /** Label/value pairs printed above the chart and rows (totals, averages), as the screens show their tiles first. */
  summary?: ReportFilter[];
  /** Receives the stored (unconverted) row. */
  cellColor?: (row: Record<string, unknown>, key: string) => CellColor | undefined;
  /** PDF only: the next section starts on a new page (a cover page stands alone). */
  pageBreakAfter?: boolean;
}

/** A photo the report carries: JPEG or PNG bytes and the line printed under it. */
export interface ReportPicture {
  caption: string;
  data: Buffer;
  extension: 'jpeg' | 'png';
}

export interface ReportDocument {
  meta: ReportMeta;
  sections: ReportSection[];
  /** Photos after the tables: a grid in the PDF, a sheet of their own in Excel (./pictures.ts). */
  pictures?: { title: string; items: ReportPicture[] };
}

export type ExportFormat = 'xlsx' | 'pdf';

export const PORTAL_NAME = 'Fleet Tire Portal';
