export { DownloadButton, type DownloadButtonProps } from './download-button';
export { useFileDownload, saveBlob, type DownloadState } from './use-file-download';
export { fileNameFromDisposition } from './content-disposition';
export { PdfExcelButtons } from './pdf-excel-buttons';
