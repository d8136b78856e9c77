/** The device ran out of storage; the write was rolled back and earlier data is intact. */
export class StorageFullError extends Error {
  override readonly name = 'StorageFullError';
  constructor(readonly cause?: unknown) {
    super('Storage is full. Sync your changes and remove photos you no longer need, then try again. Nothing already saved was lost.');
  }
}

/** IndexedDB cannot be used here (private mode, blocked, or failed to open). */
export class StorageUnavailableError extends Error {
  override readonly name = 'StorageUnavailableError';
  constructor(readonly cause?: unknown) {
    super('Offline storage is not available in this browser. Changes cannot be kept offline.');
  }
}

const QUOTA_NAMES = new Set(['QuotaExceededError', 'NS_ERROR_DOM_QUOTA_REACHED']);

/** Browsers and Dexie report a full disk in several shapes; Dexie wraps it as `inner`. */
export function isQuotaError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const candidate = current as { name?: unknown; code?: unknown; inner?: unknown; cause?: unknown };
    if (typeof candidate.name === 'string' && QUOTA_NAMES.has(candidate.name)) return true;
    // Legacy DOMException code for QUOTA_EXCEEDED_ERR.
    if (candidate.code === 22 && candidate.name !== 'AbortError') return true;
    current = candidate.inner ?? candidate.cause;
  }
  return false;
}

/**
 * Runs a write and turns a quota failure into StorageFullError. The write's transaction has
 * already rolled back by then, so the caller still holds its value and can retry.
 */
export async function guardWrite<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isQuotaError(error)) throw new StorageFullError(error);
    throw error;
  }
}
