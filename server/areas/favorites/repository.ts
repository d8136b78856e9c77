import { and, count, desc, eq } from 'drizzle-orm';
import type { FavoriteReport, FavoritesRequest, SaveFavoriteRequest } from '../../../contract/favorites';
import type { Db } from '../../db/client';
import { favoriteReports } from '../../db/schema';

const columns = {
  id: favoriteReports.id,
  name: favoriteReports.name,
  request_url: favoriteReports.requestUrl,
  createdAt: favoriteReports.createdAt,
};
const toFavorite = ({ createdAt, ...row }: { id: number; name: string; request_url: string; createdAt: Date }): FavoriteReport => ({
  ...row,
  created_at: createdAt.toISOString(),
});
const own = (userId: number) => eq(favoriteReports.userId, userId);

/** One page of the user's favorites, newest first, through the (user_id, created_at) index. */
export async function listFavorites(db: Db, userId: number, page: FavoritesRequest) {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(columns)
      .from(favoriteReports)
      .where(own(userId))
      .orderBy(desc(favoriteReports.createdAt), desc(favoriteReports.id))
      .limit(page.page_size)
      .offset((page.page_number - 1) * page.page_size),
    db.select({ total: count() }).from(favoriteReports).where(own(userId)),
  ]);
  return { favorite_reports: rows.map(toFavorite), total_items: total, page_number: page.page_number, page_size: page.page_size };
}

/** The user's favorite, or null; another user's is as absent as a missing one. */
export async function findFavorite(db: Db, userId: number, id: number): Promise<FavoriteReport | null> {
  const [row] = await db.select(columns).from(favoriteReports).where(and(eq(favoriteReports.id, id), own(userId)));
  return row ? toFavorite(row) : null;
}

export async function insertFavorite(db: Db, userId: number, favorite: SaveFavoriteRequest): Promise<number> {
  const [row] = await db.insert(favoriteReports).values({ userId, name: favorite.name, requestUrl: favorite.request_url }).returning({ id: favoriteReports.id });
  return row!.id;
}

/** Whether the user had this favorite (and now has not). */
export async function deleteFavorite(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db.delete(favoriteReports).where(and(eq(favoriteReports.id, id), own(userId))).returning({ id: favoriteReports.id });
  return rows.length > 0;
}
