import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../../contract/common';
import { HttpError } from '../../plugins/error-handler';
import { createLanguagePackService, type LanguagePackService } from './language-pack-service';
import { listedLocale, servedPack } from './served-pack';

declare module 'fastify' {
  interface FastifyInstance {
    /** The merged language packs; exposed so an admin edit (or a test) can drop the cached copy. */
    languagePacks: LanguagePackService;
  }
}

export const UNKNOWN_LOCALE = 'Unknown language';

/** A language tag such as fr-CA; unknown ones are a 404, anything else is not a tag. */
const packParams = z.object({ locale: z.string().regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8}){0,3}$/, 'Expected a language tag such as fr-CA') });
/**
 * The client adds time=<ms> only to defeat caches (spec 1 §7); any value is accepted and ignored.
 * catalogs=<version>: the catalogues the client was built from; when they are the server's, a
 * shipped locale's answer holds only the messages the database changed (an old or foreign
 * version gets the whole pack).
 */
const packQuery = z.object({ time: z.string().max(50).optional().catch(undefined), catalogs: z.string().max(64).optional().catch(undefined) });
const languagePackResponse = z.object({ locale: z.string(), messages: z.record(z.string(), z.string()) });

/**
 * The language pack of spec 1 §7, outside /api/v2 as the portal has always called it, and public:
 * the login page needs its texts before anyone signs in.
 */
export const languageArea = fp(async (root: FastifyInstance) => {
  root.decorate('languagePacks', createLanguagePackService(root.db));
  const app = root.withTypeProvider<ZodTypeProvider>();

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
      const pack = await servedPack(root.db, root.languagePacks, request.params.locale);
      if (!pack) throw new HttpError(404, UNKNOWN_LOCALE);
      const { locale } = pack;
      // Admin edits must reach the next load; the time query already defeats intermediaries.
      reply.header('cache-control', 'no-cache');
      const { catalogs } = request.query;
      const sameCatalogs = catalogs !== undefined && listedLocale(request.params.locale) !== undefined && catalogs === root.languagePacks.catalogVersion();
      return { locale, messages: sameCatalogs ? pack.changes : pack.messages };
    },
  );
});
