import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The tire types (wheel positions) the comparison can be narrowed to. */
export const TIRE_TYPE_LABELS: Record<'steer' | 'drive' | 'trail', MessageDescriptor> = {
  steer: msg`Steer`,
  drive: msg`Drive`,
  trail: msg`Trailer`,
};
