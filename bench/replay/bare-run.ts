import { randomUUID } from 'node:crypto';
import { paddedJpeg } from './jpeg';
import type { LiveServer } from './server-fixture';
import { PHOTO_BYTES, type Step } from './workload';

/**
 * The same requests as the engine sends, with nothing around them, sent the way the engine
 * sends them: the first alone, then `concurrency` at a time in queue order, one photo upload at
 * a time with readings passing a photo that waits for its turn.
 */
export async function runBare(server: LiveServer, steps: Step[], concurrency: number): Promise<{ ms: number; failed: number }> {
  const { fixture } = server;
  const photo = paddedJpeg(PHOTO_BYTES);
  let failed = 0;

  const send = async (step: Step) => {
    const unit = fixture.units[step.unitIndex]!;
    // The engine's scheme: one client uuid per change, as Idempotency-Key.
    const key = randomUUID();
    let response: Response;
    if (step.kind === 'reading') {
      const body = { survey_id: fixture.surveyId, unit_id: unit.id, ...step.position, pressure_psi: step.pressure, tread_depth_mm: step.tread, wear_condition_ids: [] };
      response = await fetch(`${server.base}fleet_survey/save_tire`, {
        method: 'POST',
        headers: { ...server.auth, 'Idempotency-Key': key, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    } else {
      const form = new FormData();
      form.append('client_id', key);
      form.append('file', new Blob([photo], { type: 'image/jpeg' }), 'unit.jpg');
      response = await fetch(`${server.base}fleet_survey/add_unit_image/${unit.inspectionId}`, { method: 'POST', headers: { ...server.auth, 'Idempotency-Key': key }, body: form });
    }
    await response.arrayBuffer();
    if (!response.ok) failed += 1;
  };

  const waiting = [...steps];
  let upload: Promise<void> | null = null;
  const worker = async () => {
    for (;;) {
      const index = waiting.findIndex((step) => step.kind === 'reading' || !upload);
      if (index === -1) {
        if (waiting.length === 0) return;
        await upload;
        continue;
      }
      const [step] = waiting.splice(index, 1);
      if (step!.kind === 'reading') {
        await send(step!);
        continue;
      }
      upload = send(step!).finally(() => (upload = null));
      await upload;
    }
  };

  const started = performance.now();
  await send(waiting.shift()!);
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { ms: performance.now() - started, failed };
}
