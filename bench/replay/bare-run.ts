import { randomUUID } from 'node:crypto';
import { paddedJpeg } from './jpeg';
import type { LiveServer, SurveyFixture } from './server-fixture';
import { PHOTO_BYTES, type Step } from './workload';

/** The same requests as the engine sends, posted one after another with nothing around them. */
export async function runBare(server: LiveServer, fixture: SurveyFixture, steps: Step[]): Promise<{ ms: number; failed: number }> {
  const photo = paddedJpeg(PHOTO_BYTES);
  let failed = 0;
  const started = performance.now();
  for (const step of steps) {
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
  }
  return { ms: performance.now() - started, failed };
}
