import { describe, expect, it } from 'vitest';
import { answerForFailure } from './report-answer';

describe('answerForFailure', () => {
  it('reads 409 as a report still being made, with its progress', () => {
    expect(answerForFailure(409, { status: 409, message: 'The report is not ready yet', report_status: 'running', progress: 0.4 })).toEqual({
      state: 'not-ready',
      status: 'running',
      progress: 0.4,
      message: 'The report is not ready yet',
    });
    expect(answerForFailure(409, { status: 409, message: 'No surveys', report_status: 'failed', progress: 0 })).toMatchObject({ status: 'failed', message: 'No surveys' });
  });

  it('reads 404 as not found and 410 as outdated', () => {
    expect(answerForFailure(404, { status: 404, message: 'Report not found' })).toEqual({ state: 'not-found' });
    expect(answerForFailure(410, { status: 410, message: 'Generate it again' })).toEqual({ state: 'outdated', message: 'Generate it again' });
  });

  it('leaves other failures, and a 409 without a report status, as errors', () => {
    expect(answerForFailure(500, { message: 'x' })).toBeNull();
    expect(answerForFailure(409, { message: 'conflict' })).toBeNull();
    expect(answerForFailure(409, null)).toBeNull();
  });
});
