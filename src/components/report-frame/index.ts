export { ReportFrame, type ReportFrameProps } from './report-frame';
