export type { CellColor, ColumnKind, ExportFormat, ReportColumn, ReportDocument, ReportFilter, ReportMeta, ReportSection, SectionPicture } from './report-model';
export { PORTAL_NAME } from './report-model';
export { writeExcel } from './excel';
export { writePdf, PAGE_TOTAL_ROW_LIMIT } from './pdf';
export { sendExport, renderToBuffer, safeFileName, contentDisposition, EXPORT_CONTENT_TYPES, type SendExportOptions } from './send-export';
export { ExportAbortedError } from './output-guard';
export * from './units';
