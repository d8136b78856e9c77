import type { SurveyFixture } from './survey-fixture';

export const READINGS = 1_000;
export const PHOTOS = 100;
export const PHOTO_BYTES = 200 * 1024;

export type Step =
  | { kind: 'reading'; unitIndex: number; position: SurveyFixture['positions'][number]; pressure: number; tread: number }
  | { kind: 'photo'; unitIndex: number };

/** The field order: a photo after every tenth reading, each reading at a new position. */
export function workload(fixture: SurveyFixture): Step[] {
  const steps: Step[] = [];
  const every = Math.floor(READINGS / PHOTOS);
  for (let i = 0; i < READINGS; i += 1) {
    const unitIndex = Math.floor(i / fixture.positions.length);
    steps.push({ kind: 'reading', unitIndex, position: fixture.positions[i % fixture.positions.length]!, pressure: 90 + (i % 25), tread: 6 + (i % 11) });
    if ((i + 1) % every === 0) steps.push({ kind: 'photo', unitIndex });
  }
  return steps;
}
