import 'fake-indexeddb/auto';
import ky from 'ky';
import { describe, expect, it } from 'vitest';
import { kyTransport } from './ky-transport';

function recordingClient(status: number, body: unknown) {
  const requests: { url: string; headers: Headers; body: ArrayBuffer; contentType: string }[] = [];
  const client = ky.create({
    prefixUrl: 'http://portal.test/api/v2',
    retry: 0,
    fetch: async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      requests.push({ url: request.url, headers: request.headers, body: await request.arrayBuffer(), contentType: request.headers.get('content-type') ?? '' });
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    },
  });
  return { client, requests };
}

describe('the ky transport', () => {
  it('sends JSON with the Idempotency-Key under /api/v2 and no popup', async () => {
    const { client, requests } = recordingClient(201, { id: 5, version: 1 });
    const response = await kyTransport(client)({ method: 'POST', url: 'fleet_survey/save_unit', headers: { 'Idempotency-Key': 'abc-12345' }, body: { location_id: 7, unit_number: 'U1', type: 2 } });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ id: 5, version: 1 });
    const [sent] = requests;
    expect(sent!.url).toBe('http://portal.test/api/v2/fleet_survey/save_unit');
    expect(sent!.headers.get('Idempotency-Key')).toBe('abc-12345');
    expect(sent!.headers.get('x-silent')).toBe('1');
    expect(JSON.parse(new TextDecoder().decode(sent!.body))).toEqual({ location_id: 7, unit_number: 'U1', type: 2 });
  });

  it('answers an HTTP error instead of throwing, so the engine can classify it', async () => {
    const { client } = recordingClient(409, { status: 409, message: 'changed', current: { version: 4 } });
    const response = await kyTransport(client)({ method: 'DELETE', url: 'fleet_survey/delete_unit/9', headers: { 'Idempotency-Key': 'k-123456' } });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ current: { version: 4 } });
  });

  it('sends a photo as multipart form data', async () => {
    const { client, requests } = recordingClient(200, { storage_id: 's' });
    const form = new FormData();
    form.append('client_id', 'photo-0001');
    form.append('file', new Blob([new Uint8Array(64)], { type: 'image/jpeg' }), 'a.jpg');
    await kyTransport(client)({ method: 'POST', url: 'fleet_survey/add_unit_image/3', headers: { 'Idempotency-Key': 'k-654321' }, body: form });
    const received = await new Response(requests[0]!.body, { headers: { 'content-type': requests[0]!.contentType } }).formData();
    expect(received.get('client_id')).toBe('photo-0001');
    expect((received.get('file') as File).size).toBe(64);
  });
});
