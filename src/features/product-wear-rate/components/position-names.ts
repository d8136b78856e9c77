import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

const NAMES = { steer: msg`Steer`, drive: msg`Drive`, trail: msg`Trailer`, unknown: msg`Unknown` } as const;

/** A wheel position (the reading's position class) in the reader's language. */
export function positionName(i18n: I18n, position: string): string {
  const message = NAMES[position as keyof typeof NAMES];
  return message ? i18n._(message) : position;
}
