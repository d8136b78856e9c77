import type { ImageRecord } from '../../data';

/** A photo of the gallery, from the server's list or from the device. */
export interface GalleryItem {
  key: string;
  storageId: string | null;
  /** The device's bytes when it still has them. */
  blob: Blob | null;
  /** The mounted tire's server id (server photos) or whether it is a tire photo at all. */
  tireId: number | null;
  isTirePhoto: boolean;
  createdAt: number;
  /** Only on this device so far. */
  unsent: boolean;
}

export interface ServerImage {
  storage_id: string;
  tire_id: number | null;
  created_at: string;
}

/**
 * The server's photos, plus the device's photos it does not have yet (and the device's bytes of
 * photos it has, so an offline gallery still shows them), oldest first.
 */
export function galleryItems(server: readonly ServerImage[] | null, local: readonly ImageRecord[]): GalleryItem[] {
  const byStorage = new Map(local.filter((l) => l.storageId).map((l) => [l.storageId!, l]));
  const items: GalleryItem[] = (server ?? []).map((s) => ({
    key: s.storage_id,
    storageId: s.storage_id,
    blob: byStorage.get(s.storage_id)?.blob ?? null,
    tireId: s.tire_id,
    isTirePhoto: s.tire_id !== null,
    createdAt: Date.parse(s.created_at) || 0,
    unsent: false,
  }));
  const known = new Set(items.map((i) => i.storageId));
  for (const l of local) {
    if (l.deleted || (l.storageId && known.has(l.storageId))) continue;
    // Without the server's list, a sent photo whose bytes are gone can only be shown online.
    if (!l.blob && !l.storageId) continue;
    items.push({ key: l.localId, storageId: l.storageId, blob: l.blob, tireId: null, isTirePhoto: l.ownerKind === 'tire', createdAt: l.createdAt, unsent: l.storageId === null });
  }
  return items.sort((a, b) => a.createdAt - b.createdAt);
}

/** The index after a step left or right, wrapping at both ends. */
export function stepIndex(index: number, step: 1 | -1, count: number): number {
  if (count <= 0) return 0;
  return (index + step + count) % count;
}
