import type { DocumentFormat } from './format';
import type { ExportLabels } from './labels';
import { BAND_FILL, BAND_TEXT, MUTED_TEXT } from './palette';
import { fitText, toWinAnsi } from './pdf-text';
import { PORTAL_NAME, type ReportMeta } from './report-model';

/** Letter in points, the paper fleets in North America print on: portrait, or landscape for wide tables. */
const LETTER_LONG = 792;
const LETTER_SHORT = 612;
export const MARGIN_X = 36;
export type Orientation = 'portrait' | 'landscape';
/** The width between the margins of a page. */
export const contentWidthOf = (orientation: Orientation) => (orientation === 'landscape' ? LETTER_LONG : LETTER_SHORT) - 2 * MARGIN_X;
const BAND_HEIGHT = 30;
export const CONTENT_TOP = BAND_HEIGHT + 18;

export interface TextStyle {
  size?: number;
  bold?: boolean;
  color?: string;
}

/**
 * Pages with the report's chrome: a header band (portal, title, page number) and a footer
 * (author, time). All text is placed at explicit positions with line breaking off, so pdfkit
 * never starts a page on its own; pages begin only through newPage().
 */
export class PdfPages {
  readonly pageWidth: number;
  readonly pageHeight: number;
  readonly contentWidth: number;
  readonly contentBottom: number;
  private readonly footerY: number;
  pageNumber = 0;
  y = CONTENT_TOP;
  /** Called after the chrome of each new page, e.g. to repeat a table header. */
  onNewPage: (() => void) | null = null;
  private font = '';
  private size = 0;
  private color = '';

  constructor(
    readonly doc: PDFKit.PDFDocument,
    private readonly meta: ReportMeta,
    readonly format: DocumentFormat,
    private readonly labels: ExportLabels,
    /** With every page kept in memory the band can say "Page x of y" once y is known. */
    private readonly buffered: boolean,
    readonly orientation: Orientation = 'landscape',
  ) {
    this.pageWidth = orientation === 'landscape' ? LETTER_LONG : LETTER_SHORT;
    this.pageHeight = orientation === 'landscape' ? LETTER_SHORT : LETTER_LONG;
    this.contentWidth = contentWidthOf(orientation);
    this.contentBottom = this.pageHeight - 40;
    this.footerY = this.pageHeight - 26;
  }

  newPage(): void {
    this.doc.addPage({ size: 'LETTER', layout: this.orientation, margin: 0 });
    // A new page starts with pdfkit's default graphics state.
    this.font = '';
    this.color = '';
    this.pageNumber++;
    this.drawBand();
    this.drawFooter();
    if (!this.buffered) this.drawPageLabel(`${this.labels.page} ${this.pageNumber}`);
    this.y = CONTENT_TOP;
    this.onNewPage?.();
  }

  /** Starts a new page unless `height` more points fit on this one. */
  ensureRoom(height: number): void {
    if (this.pageNumber === 0 || this.y + height > this.contentBottom) this.newPage();
  }

  setFont(style: TextStyle = {}): void {
    this.measureWith(style);
    const color = style.color ?? '111827';
    // Each change writes an operator into the page; a table repeats the same style thousands of times.
    if (color !== this.color) this.doc.fillColor(`#${color}`);
    this.color = color;
  }

  /** Picks the font for measuring text; it needs no page (the color is left alone). */
  measureWith(style: Pick<TextStyle, 'size' | 'bold'> = {}): void {
    const font = style.bold ? 'Helvetica-Bold' : 'Helvetica';
    const size = style.size ?? 8;
    if (font !== this.font || size !== this.size) this.doc.font(font).fontSize(size);
    this.font = font;
    this.size = size;
  }

  fillRect(x: number, y: number, width: number, height: number, color: string): void {
    this.doc.rect(x, y, width, height).fill(`#${color}`);
    this.color = color;
  }

  /** Draws one line at (x, y), cut with an ellipsis to maxWidth; align right ends it at x + maxWidth. */
  text(value: string, x: number, y: number, maxWidth: number, style: TextStyle = {}, align: 'left' | 'right' = 'left'): void {
    this.setFont(style);
    let line = toWinAnsi(value);
    let width = this.doc.widthOfString(line);
    if (width > maxWidth) {
      line = fitText(this.doc, line, maxWidth);
      width = this.doc.widthOfString(line);
    }
    if (line === '') return;
    const left = align === 'right' ? x + maxWidth - width : x;
    // textWidth and wordCount spare pdfkit from measuring the line a second time (its own line wrapper passes them too).
    this.doc.text(line, left, y, { lineBreak: false, textWidth: width, wordCount: 1 } as PDFKit.Mixins.TextOptions);
  }

  /** Writes the "Page x of y" labels once all pages exist (buffered documents only). */
  finishPageLabels(): void {
    if (!this.buffered) return;
    const range = this.doc.bufferedPageRange();
    for (let index = range.start; index < range.start + range.count; index++) {
      this.doc.switchToPage(index);
      this.color = '';
      this.drawPageLabel(`${this.labels.page} ${index + 1} ${this.labels.of} ${range.count}`);
    }
  }

  private drawBand(): void {
    this.fillRect(0, 0, this.pageWidth, BAND_HEIGHT, BAND_FILL);
    const baseline = (BAND_HEIGHT - 10) / 2;
    this.text(PORTAL_NAME, MARGIN_X, baseline, 140, { size: 11, bold: true, color: BAND_TEXT });
    this.setFont({ size: 11, bold: true });
    const titleX = MARGIN_X + this.doc.widthOfString(PORTAL_NAME) + 16;
    this.text(this.meta.title, titleX, baseline + 1, this.pageWidth - MARGIN_X - 110 - titleX, { size: 10, color: BAND_TEXT });
  }

  private drawPageLabel(label: string): void {
    this.text(label, this.pageWidth - MARGIN_X - 100, (BAND_HEIGHT - 9) / 2, 100, { size: 9, color: BAND_TEXT }, 'right');
  }

  private drawFooter(): void {
    const generated = `${this.labels.generatedBy} ${this.meta.generatedBy} · ${this.format.formatInstant(this.meta.generatedAt)}`;
    this.doc
      .moveTo(MARGIN_X, this.footerY - 6)
      .lineTo(this.pageWidth - MARGIN_X, this.footerY - 6)
      .lineWidth(0.5)
      .strokeColor(`#${MUTED_TEXT}`)
      .stroke();
    this.color = '';
    this.text(generated, MARGIN_X, this.footerY, this.contentWidth - 160, { size: 7, color: MUTED_TEXT });
    this.text(PORTAL_NAME, this.pageWidth - MARGIN_X - 150, this.footerY, 150, { size: 7, color: MUTED_TEXT }, 'right');
  }
}
