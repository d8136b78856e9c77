import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../../contract/common';
import { ALL_LOCALES, REGION_OF_CODE, sisterLocale, SOURCE_LOCALE } from '../../../contract/locales';
import { fallbackChain } from '../../../locales/fallbacks';
import { HttpError } from '../../plugins/error-handler';
import { createLanguagePackService, type LanguagePackService } from './language-pack-service';
import { findStoredLocale } from './repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** The merged language packs; exposed so an admin edit (or a test) can drop the cached copy. */
    languagePacks: LanguagePackService;
  }
}

export const UNKNOWN_LOCALE = 'Unknown language';

/** A language tag such as fr-CA; unknown ones are a 404, anything else is not a tag. */
const packParams = z.object({ locale: z.string().regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8}){0,3}$/, 'Expected a language tag such as fr-CA') });
/** The client adds time=<ms> only to defeat caches (spec 1 §7); any value is accepted and ignored. */
const packQuery = z.object({ time: z.string().max(50).optional().catch(undefined) });
const languagePackResponse = z.object({ locale: z.string(), messages: z.record(z.string(), z.string()) });

/** Matches a listed locale whatever the case of the request, so fr-ca serves fr-CA. */
function listedLocale(requested: string) {
  const wanted = requested.toLowerCase();
  return ALL_LOCALES.find((locale) => locale.toLowerCase() === wanted);
}

/**
 * The language pack of spec 1 §7, outside /api/v2 as the portal has always called it, and public:
 * the login page needs its texts before anyone signs in.
 */
export const contentArea = fp(async (root: FastifyInstance) => {
  root.decorate('languagePacks', createLanguagePackService(root.db));
  const app = root.withTypeProvider<ZodTypeProvider>();

  /**
   * A shipped locale, or one an administrator added (locales/add): that one has no catalog, so
   * its stored words lie over its sister language's messages (fr-LU over fr-FR), else en-US.
   */
  async function packOf(requested: string) {
    const listed = listedLocale(requested);
    if (listed) return root.languagePacks.get(listed);
    const stored = await findStoredLocale(root.db, requested);
    if (!stored) return null;
    const sister = sisterLocale(stored.code, REGION_OF_CODE[stored.region]);
    return root.languagePacks.get(stored.code, [stored.code, ...(sister ? fallbackChain(sister) : [SOURCE_LOCALE])]);
  }
  app.get(
    '/api/Content/LanguagesPack/:locale.json',
    {
      config: { public: true },
      schema: {
        tags: ['content'],
        security: [],
        params: packParams,
        querystring: packQuery,
        response: { 200: languagePackResponse, 400: errorResponse, 404: errorResponse },
      },
    },
    async (request, reply) => {
      const pack = await packOf(request.params.locale);
      if (!pack) throw new HttpError(404, UNKNOWN_LOCALE);
      const { locale } = pack;
      // Admin edits must reach the next load; the time query already defeats intermediaries.
      reply.header('cache-control', 'no-cache');
      return { locale, messages: pack.messages };
    },
  );
});
