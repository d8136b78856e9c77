import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ReportStatus } from './polling';

/** A generated report's status in words. */
export const STATUS_LABELS: Record<ReportStatus, MessageDescriptor> = {
  queued: msg`Queued`,
  running: msg`Generating`,
  done: msg`Ready`,
  // Context: the trailer checklist's "Failed" (did not pass) is another word in most languages.
  failed: msg({ message: 'Failed', context: 'report status' }),
};
