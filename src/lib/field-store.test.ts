import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { FIELD_STORE_NAME, fieldStoreOnDevice } from './field-store';

function open(factory: IDBFactory, name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = factory.open(name);
    request.onsuccess = () => {
      request.result.close();
      resolve();
    };
    request.onerror = () => reject(request.error);
  });
}

describe('fieldStoreOnDevice', () => {
  it('answers no until the field database exists, without creating it', async () => {
    const factory = new IDBFactory();
    await open(factory, 'another-database');
    expect(await fieldStoreOnDevice(factory)).toBe(false);
    expect(await fieldStoreOnDevice(factory)).toBe(false);
    await open(factory, FIELD_STORE_NAME);
    expect(await fieldStoreOnDevice(factory)).toBe(true);
  });

  it('answers yes where the browser cannot list its databases, and no without IndexedDB', async () => {
    const unlisted = { open: () => null } as unknown as IDBFactory;
    expect(await fieldStoreOnDevice(unlisted)).toBe(true);
    const failing = { databases: () => Promise.reject(new Error('blocked')) } as unknown as IDBFactory;
    expect(await fieldStoreOnDevice(failing)).toBe(true);
    expect(await fieldStoreOnDevice(null)).toBe(false);
  });
});
