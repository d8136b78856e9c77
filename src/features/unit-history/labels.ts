import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { UnitEventType } from './app-links';

export const EVENT_LABELS: Record<UnitEventType, MessageDescriptor> = {
  survey: msg`Survey`,
  reading: msg`Tire reading`,
  removal: msg`Tire removal`,
  service: msg`Service call`,
};
