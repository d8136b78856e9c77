import { expect, type Page, type Request } from '@playwright/test';

/** A request the sync engine sent and the server answered with 2xx, as it went over the wire. */
export interface SentRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: Buffer | null;
}

/** Headers of the browser's connection; the API context sets its own. */
const HOP_HEADERS = new Set(['host', 'connection', 'content-length', 'accept-encoding', 'origin', 'referer', 'cookie', 'sec-fetch-mode', 'sec-fetch-site', 'sec-fetch-dest']);

/**
 * Records every request of the sync engine (it alone sends Idempotency-Key) that the server
 * answered with 2xx, body included. The browser still sends each one itself, so going
 * offline stops them as it stops the app.
 */
export async function captureEngineRequests(page: Page): Promise<SentRequest[]> {
  const seen = new Map<Request, SentRequest>();
  const sent: SentRequest[] = [];
  await page.route('**/api/v2/fleet_survey/**', async (route) => {
    const request = route.request();
    const headers = await request.allHeaders();
    if (headers['idempotency-key'] && request.method() !== 'GET') seen.set(request, { method: request.method(), url: request.url(), headers, body: request.postDataBuffer() });
    await route.fallback();
  });
  page.on('response', (response) => {
    const captured = seen.get(response.request());
    if (captured && response.status() >= 200 && response.status() < 300) sent.push(captured);
  });
  return sent;
}

/** Sends each captured request again, verbatim; every one must be answered from its Idempotency-Key. */
export async function replayAgain(page: Page, sent: readonly SentRequest[]): Promise<void> {
  for (const request of sent) {
    const replayed = await page.request.fetch(request.url, {
      method: request.method,
      headers: Object.fromEntries(Object.entries(request.headers).filter(([name]) => !HOP_HEADERS.has(name.toLowerCase()) && !name.startsWith(':'))),
      data: request.body ?? undefined,
    });
    expect(replayed.status(), `${request.method} ${request.url}`).toBeLessThan(300);
    expect(replayed.headers()['idempotent-replayed'], `${request.method} ${request.url} is a replay`).toBe('true');
  }
}
