import { describe, expect, it } from 'vitest';
import type { ImageRecord } from '../../data';
import { galleryItems, stepIndex } from './gallery-items';

const local = (over: Partial<ImageRecord>): ImageRecord =>
  ({
    localId: 'l1',
    serverId: null,
    serverVersion: null,
    syncState: 'unsent',
    updatedAt: 0,
    ownerKind: 'unit',
    surveyLocalId: 's',
    inspectionLocalId: 'i',
    tireLocalId: null,
    blob: null,
    contentType: 'image/jpeg',
    fileName: 'a.jpg',
    byteSize: 1,
    uploadedBytes: 0,
    status: 'pending',
    storageId: null,
    createdAt: 10,
    ...over,
  }) as ImageRecord;

describe('galleryItems', () => {
  const blob = new Blob(['x']);

  it('lists server photos and adds the device photos not sent yet', () => {
    const items = galleryItems([{ storage_id: 'a', tire_id: null, created_at: '2024-01-01T00:00:00Z' }], [local({ localId: 'l2', blob, createdAt: Date.parse('2024-02-01') })]);
    expect(items.map((i) => [i.key, i.unsent])).toEqual([
      ['a', false],
      ['l2', true],
    ]);
  });

  it('uses the device bytes of a photo both have, and lists it once', () => {
    const items = galleryItems([{ storage_id: 'a', tire_id: 7, created_at: '2024-01-01T00:00:00Z' }], [local({ storageId: 'a', blob, status: 'uploaded' })]);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ storageId: 'a', blob, tireId: 7, isTirePhoto: true });
  });

  it('offline, shows what the device has: queued bytes and sent photos by storage id', () => {
    const items = galleryItems(null, [
      local({ blob }),
      local({ localId: 'l3', storageId: 'b', status: 'uploaded' }),
      local({ localId: 'l4' }),
      local({ localId: 'l5', blob, deleted: true }),
    ]);
    expect(items.map((i) => i.key)).toEqual(['l1', 'l3']);
  });
});

describe('stepIndex', () => {
  it('wraps in both directions', () => {
    expect(stepIndex(0, -1, 3)).toBe(2);
    expect(stepIndex(2, 1, 3)).toBe(0);
    expect(stepIndex(1, 1, 3)).toBe(2);
    expect(stepIndex(0, 1, 0)).toBe(0);
  });
});
