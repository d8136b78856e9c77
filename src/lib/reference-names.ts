import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useCallback } from 'react';

/*
 * Unit types and axle configurations arrive from the server (and the tablet's offline copy)
 * by their English name. These are the names the portal knows, written here so they are in
 * every catalog; a name an administrator added later is shown as the server wrote it.
 */
// The English name is written twice: the macro strips a descriptor's message from production builds.
const NAMES: readonly (readonly [string, MessageDescriptor])[] = [
  // Unit types
  ['Tractor', msg({ context: 'unit type', message: 'Tractor' })],
  ['Trailer', msg({ context: 'unit type', message: 'Trailer' })],
  ['Dolly', msg({ context: 'unit type', message: 'Dolly' })],
  ['Miscellaneous', msg({ context: 'unit type', message: 'Miscellaneous' })],
  // Axle configurations (the digits are the tires per axle, front to back)
  ['Tractor 6x4 (2-4-4)', msg`Tractor 6x4 (2-4-4)`],
  ['Tractor 4x2 (2-4)', msg`Tractor 4x2 (2-4)`],
  ['Tractor 6x4 wide-base singles (2-2-2)', msg`Tractor 6x4 wide-base singles (2-2-2)`],
  ['Straight truck with pusher and tag lift axles (2-4-4-4-4)', msg`Straight truck with pusher and tag lift axles (2-4-4-4-4)`],
  ['Trailer tandem (4-4)', msg`Trailer tandem (4-4)`],
  ['Trailer spread axle (4-4)', msg`Trailer spread axle (4-4)`],
  ['Trailer triple axle with lift (4-4-4)', msg`Trailer triple axle with lift (4-4-4)`],
  ['Trailer single axle (4)', msg`Trailer single axle (4)`],
  ['Trailer tandem wide-base singles (2-2)', msg`Trailer tandem wide-base singles (2-2)`],
  ['Converter dolly (4)', msg`Converter dolly (4)`],
  ['Yard spotter (2-4)', msg`Yard spotter (2-4)`],
];

const BY_NAME = new Map(NAMES);

/** A unit type's or axle configuration's name in the reader's language. */
export function referenceName(i18n: I18n, name: string): string {
  const descriptor = BY_NAME.get(name);
  return descriptor ? i18n._(descriptor) : name;
}

export function useReferenceName(): (name: string) => string {
  const { i18n } = useLingui();
  return useCallback((name: string) => referenceName(i18n, name), [i18n]);
}
