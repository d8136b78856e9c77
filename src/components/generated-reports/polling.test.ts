import { describe, expect, it } from 'vitest';
import { POLL_INTERVAL_MS, progressPercent, reportPollInterval, reportsPollInterval } from './polling';

describe('polling', () => {
  it('polls the list only while a report is queued or running', () => {
    expect(reportsPollInterval(undefined)).toBe(false);
    expect(reportsPollInterval([])).toBe(false);
    expect(reportsPollInterval([{ status: 'done' }, { status: 'failed' }])).toBe(false);
    expect(reportsPollInterval([{ status: 'done' }, { status: 'queued' }])).toBe(POLL_INTERVAL_MS);
    expect(reportsPollInterval([{ status: 'running' }])).toBe(POLL_INTERVAL_MS);
  });

  it('polls an opened report while the server says it is still being made', () => {
    expect(reportPollInterval({ state: 'not-ready', status: 'running' })).toBe(POLL_INTERVAL_MS);
    expect(reportPollInterval({ state: 'not-ready', status: 'queued' })).toBe(POLL_INTERVAL_MS);
    expect(reportPollInterval({ state: 'not-ready', status: 'failed' })).toBe(false);
    expect(reportPollInterval({ state: 'ready' })).toBe(false);
    expect(reportPollInterval({ state: 'not-found' })).toBe(false);
    expect(reportPollInterval(undefined)).toBe(false);
  });

  it('turns 0–1 progress into a whole percentage within bounds', () => {
    expect(progressPercent(0)).toBe(0);
    expect(progressPercent(0.456)).toBe(46);
    expect(progressPercent(1)).toBe(100);
    expect(progressPercent(1.7)).toBe(100);
    expect(progressPercent(-1)).toBe(0);
    expect(progressPercent(Number.NaN)).toBe(0);
  });
});
