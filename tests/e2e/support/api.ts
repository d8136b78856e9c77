import { expect, type Page } from '@playwright/test';

/** The session headers the portal stored, so a test can call the API as the signed-in user. */
export async function sessionHeaders(page: Page): Promise<Record<string, string>> {
  const { token, key } = await page.evaluate(() => ({ token: localStorage.getItem('TOKEN'), key: localStorage.getItem('API_KEY') }));
  return { authorization: `Bearer ${token ?? ''}`, api_key: key ?? '' };
}

/** A JSON call under /api/v2 through the page's request context with the user's session; fails the test unless 2xx. */
export async function apiJson<T>(page: Page, method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> {
  const headers = await sessionHeaders(page);
  const response = method === 'GET' ? await page.request.get(`/api/v2/${path}`, { headers }) : await page.request.post(`/api/v2/${path}`, { headers, data });
  expect(response.ok(), `${method} ${path}: ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}
