import type { KyInstance, Options } from 'ky';
import { api } from './app-links';
import type { Transport } from './transport';

/** Photos on a slow yard connection need longer than the client's default minute. */
const UPLOAD_TIMEOUT_MS = 5 * 60_000;

/**
 * The production transport: the one ky client (bearer, api_key, user-time, /api/v2 prefix).
 * Non-2xx answers come back as answers, not throws, so the engine can classify them; x-silent
 * keeps background replays from raising popups, since the sync status shows what needs the user.
 */
export function kyTransport(client: KyInstance = api): Transport {
  return async (request) => {
    const isForm = typeof FormData !== 'undefined' && request.body instanceof FormData;
    const options: Options = {
      method: request.method,
      headers: { ...request.headers, 'x-silent': '1' },
      throwHttpErrors: false,
      ...(isForm ? { body: request.body as FormData, timeout: UPLOAD_TIMEOUT_MS } : request.body === undefined ? {} : { json: request.body }),
    };
    // ky's onUploadProgress streams the body, which Chromium allows only over HTTP/2; the
    // portal's server speaks HTTP/1.1, so progress is reported per photo when it is sent.
    const response = await client(request.url, options);
    if (isForm && request.onUploadProgress && response.ok) {
      const size = [...(request.body as FormData).values()].reduce((sum, v) => sum + (typeof v === 'string' ? v.length : v.size), 0);
      request.onUploadProgress(size, size);
    }
    return {
      status: response.status,
      headers: response.headers,
      json: () => response.json().catch(() => null),
    };
  };
}
