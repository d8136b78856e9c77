import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ExceptionLevel } from './levels';
import type { AxleRole, PositionClass } from './layout';

/** Words shared by the diagram, the editor and the lists; translated where they are shown. */
export const LEVEL_LABEL: Record<ExceptionLevel, MessageDescriptor> = {
  // Context: the same English word is the dialog button elsewhere, translated differently.
  ok: msg({ message: 'OK', context: 'tire level' }),
  warning: msg`Warning`,
  critical: msg`Critical`,
  unknown: msg`Not read`,
};

export const CLASS_LABEL: Record<PositionClass, MessageDescriptor> = {
  steer: msg`Steer`,
  drive: msg`Drive`,
  trail: msg`Trailer`,
  unknown: msg`Axle`,
};

/** An axle's name on the diagram and in the editor: what it is on its unit (layout.ts AxleRole). */
export const ROLE_LABEL: Record<AxleRole, MessageDescriptor> = {
  ...CLASS_LABEL,
  pusher: msg({ message: 'Pusher', context: 'axle' }),
  tag: msg({ message: 'Tag', context: 'axle' }),
};
