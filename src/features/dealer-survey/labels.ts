import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DealerReportType } from './app-links';

/** The report types of contract/report-values.ts (English there, for the server's files) in the reader's language. */
export const REPORT_TYPE_LABELS: Record<DealerReportType, MessageDescriptor> = {
  all: msg`All surveys`,
  exceptions: msg`Surveys with exceptions`,
  trailer_readiness: msg`Surveys with trailer readiness checks`,
};
