import { formatter } from '@lingui/format-po';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

import { COMPLETE_LOCALES } from './app-links';
import { CHOOSER_MESSAGES, HEADER_MESSAGES, INPUT_MESSAGES, PAGE_MESSAGES, POPUP_MESSAGES, REGION_MESSAGES, REPORT_AREA_MESSAGES } from './shell-messages';

const descriptors = [CHOOSER_MESSAGES, HEADER_MESSAGES, INPUT_MESSAGES, PAGE_MESSAGES, POPUP_MESSAGES, REGION_MESSAGES, REPORT_AREA_MESSAGES].flatMap((group) => Object.values(group));

async function catalog(locale: string) {
  const file = fileURLToPath(new URL(`../../../locales/${locale}/messages.po`, import.meta.url));
  return formatter().parse(readFileSync(file, 'utf8'), { locale, sourceLocale: 'en-US', filename: file });
}

describe('shell messages', () => {
  it.each(COMPLETE_LOCALES.filter((l) => l !== 'en-US'))('are all translated in %s', async (locale) => {
    const messages = await catalog(locale);
    const untranslated = descriptors.filter((d) => !messages[d.id]?.translation).map((d) => d.message ?? d.id);
    expect(untranslated).toEqual([]);
  });
});
