import type { I18n, MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useCallback } from 'react';

/*
 * Lookup lists (unit types, vocations, wear conditions…) arrive from the server, and the tablet's
 * offline copy, by the English name stored in the database. A list's module writes the names the
 * portal seeds as messages, so every catalog translates them. A name an administrator added later
 * is shown as the server wrote it, unless the translations screen holds a word with that English
 * text: the language pack carries such words under their English wording (locales/README.md).
 */
export type NameList = readonly (readonly [string, MessageDescriptor])[];
export type NameTranslator = (i18n: I18n, name: string) => string;

export function nameTranslator(list: NameList): NameTranslator {
  const byName = new Map(list);
  return (i18n, name) => {
    const descriptor = byName.get(name);
    if (descriptor) return i18n._(descriptor);
    return Object.hasOwn(i18n.messages, name) ? i18n._(name) : name;
  };
}

/** The translator bound to the reader's language, for a component. */
export function useNameTranslator(translate: NameTranslator): (name: string) => string {
  const { i18n } = useLingui();
  return useCallback((name: string) => translate(i18n, name), [i18n, translate]);
}

