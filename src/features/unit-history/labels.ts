import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { UnitEventType, UnitHistoryReportItem } from './shared';

export const EVENT_LABELS: Record<UnitEventType, MessageDescriptor> = {
  survey: msg`Survey`,
  reading: msg`Tire reading`,
  removal: msg`Tire removal`,
  service: msg`Service call`,
};

export const STATUS_LABELS: Record<UnitHistoryReportItem['status'], MessageDescriptor> = {
  queued: msg`Waiting to start`,
  running: msg`Being made`,
  done: msg`Ready`,
  failed: msg`Failed`,
};
