/**
 * Favorite reports (spec 1 §7, on the provider's API v1 and under /api/v2): a user's saved
 * report requests, each a name and the portal path (with its query) that reopens the report.
 * A user sees and deletes only their own.
 */
import { z } from 'zod';
import { id, pageInfo, requiredText } from './common';

/** Favorites are listed 20 to a page (spec 1 §9). */
export const FAVORITES_PAGE_SIZE = 20;
/** The longest URL old browsers accept (spec 1 §9); a longer favorite could not be reopened. */
export const MAX_REQUEST_URL = 2000;
export const REQUEST_URL_MESSAGE = 'Enter a path of this portal, starting with /';

const PORTAL_BASE = 'https://portal.invalid';

/**
 * A path and query of this portal: starts with one '/', no scheme or host (so not //host
 * either), no whitespace, control characters or backslashes (browsers read '\' as '/', which
 * would turn '/\host' into another origin), and it resolves on the portal's own origin.
 */
export function isPortalPath(value: string): boolean {
  if (!value.startsWith('/') || value.startsWith('//')) return false;
  if (/[\s\\\p{Cc}]/u.test(value)) return false;
  try {
    return new URL(value, PORTAL_BASE).origin === PORTAL_BASE;
  } catch {
    return false;
  }
}

export const requestUrl = z
  .string()
  .max(MAX_REQUEST_URL, { abort: true })
  .refine(isPortalPath, REQUEST_URL_MESSAGE);

/** A POST body whose fields are all optional: a request without a body counts as {}. */
export const favoritesRequest = z.preprocess(
  (value) => value ?? {},
  z.object({
    page_number: z.number().int().min(1).max(1_000_000).default(1),
    page_size: z.number().int().min(1).max(100).default(FAVORITES_PAGE_SIZE),
  }),
);
export type FavoritesRequest = z.output<typeof favoritesRequest>;

export const favoriteReport = z.object({
  id: z.number().int(),
  name: z.string(),
  request_url: z.string(),
  /** ISO instant. */
  created_at: z.string(),
});
export type FavoriteReport = z.infer<typeof favoriteReport>;

/** Newest first. */
export const favoritesResponse = pageInfo.extend({ favorite_reports: z.array(favoriteReport) });
export const favoriteResponse = z.object({ favorite_report: favoriteReport });

export const favoriteParams = z.object({ id });

export const saveFavoriteRequest = z.object({
  name: requiredText(100),
  request_url: requestUrl,
});
export type SaveFavoriteRequest = z.output<typeof saveFavoriteRequest>;
export const saveFavoriteResponse = z.object({ id: z.number().int() });
export const deleteFavoriteResponse = z.object({ status: z.literal('ok') });
