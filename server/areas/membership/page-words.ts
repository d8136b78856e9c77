import type { FastifyInstance } from 'fastify';
import { SOURCE_LOCALE } from '../../../contract/locales';
import { MEMBERSHIP_NOTICES, type MembershipMessage } from '../../../contract/membership-messages';
import { servedPack } from '../language/served-pack';

export interface PageWords {
  /** The locale the page is written in: the page's lang when the portal serves it, else en-US. */
  locale: string;
  word(message: MembershipMessage): string;
  /** A refusal or notice the server wrote in English, in the page's language when it is one of the page's. */
  notice(text: string): string;
}

/** The page's own English words. */
export const ENGLISH_PAGE_WORDS: PageWords = { locale: SOURCE_LOCALE, word: (message) => message.message, notice: (text) => text };

/**
 * The page's words from the language pack of its `lang` (the portal's own catalogs with the
 * administrators' words over them), so the page reads as the portal it leads to. Without a
 * pack (unknown lang, database down) the page is English rather than not shown.
 */
export async function pageWords(app: FastifyInstance, lang: string): Promise<PageWords> {
  const pack = lang ? await servedPack(app.db, app.languagePacks, lang).catch(() => null) : null;
  const messages = pack?.messages ?? {};
  const word = (message: MembershipMessage) => messages[message.id]?.trim() || message.message;
  return {
    locale: pack?.locale ?? SOURCE_LOCALE,
    word,
    notice: (text) => {
      const known = MEMBERSHIP_NOTICES.find((m) => m.message === text);
      return known ? word(known) : text;
    },
  };
}
