import './generated-reports.css';

export { EarlierReportsTable, EARLIER_REPORTS_PAGE_SIZE, type GeneratedReportItem } from './earlier-reports-table';
export { ReportProgress } from './report-progress';
export { STATUS_LABELS } from './status-labels';
export { POLL_INTERVAL_MS, isUnfinished, progressPercent, reportPollInterval, reportsPollInterval, type ReportStatus } from './polling';
export { answerForFailure, type FailedAnswer } from './report-answer';
export { fetchStoredReport, useEarlierReports, type StoredReportAnswer } from './api';
