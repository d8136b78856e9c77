import { describe, expect, it } from 'vitest';
import { isTrailerUnit, pickReadinessSource, readinessPassed, toReadinessValue, unansweredCount } from './readiness-rules';

describe('trailer readiness', () => {
  const fields = [1, 2, 3];

  it('passes when every field is pass or n/a', () => {
    expect(readinessPassed(fields, { 1: { value: 'pass', notes: '' }, 2: { value: 'n/a', notes: '' }, 3: { value: 'pass', notes: '' } })).toBe(true);
  });

  it('fails on a fail or an unanswered field, and with no fields at all', () => {
    expect(readinessPassed(fields, { 1: { value: 'pass', notes: '' }, 2: { value: 'fail', notes: 'lights' }, 3: { value: 'pass', notes: '' } })).toBe(false);
    expect(readinessPassed(fields, { 1: { value: 'pass', notes: '' }, 2: { value: 'pass', notes: '' } })).toBe(false);
    expect(readinessPassed([], {})).toBe(false);
    expect(unansweredCount(fields, { 1: { value: 'pass', notes: '' }, 2: { value: null, notes: '' } })).toBe(2);
  });

  it('reads the report answers back', () => {
    expect(toReadinessValue('Pass')).toBe('pass');
    expect(toReadinessValue(' N/A ')).toBe('n/a');
    expect(toReadinessValue('FAIL')).toBe('fail');
    expect(toReadinessValue('maybe')).toBeNull();
  });

  it('knows a trailer by its type or configuration', () => {
    expect(isTrailerUnit({ type_name: 'Trailer' })).toBe(true);
    expect(isTrailerUnit({}, null, 'TRAILER_TANDEM')).toBe(true);
    expect(isTrailerUnit({ type_name: 'Tractor', axle_configuration: 'Tractor 6x4 (2-4-4)' })).toBe(false);
    expect(isTrailerUnit(null)).toBe(false);
  });
});

describe('whose checklist is shown', () => {
  it("shows the device's while it is not confirmed, or newer than the server's copy", () => {
    expect(pickReadinessSource({ syncState: 'unsent', updatedAt: 10 }, 50)).toBe('device');
    expect(pickReadinessSource({ syncState: 'attention', updatedAt: 10 }, 50)).toBe('device');
    expect(pickReadinessSource({ syncState: 'synced', updatedAt: 60 }, 50)).toBe('device');
    expect(pickReadinessSource({ syncState: 'synced', updatedAt: 60 }, null)).toBe('device');
  });

  it("shows the server's when it was read after the device's last confirmed save, or the device has none", () => {
    expect(pickReadinessSource({ syncState: 'synced', updatedAt: 10 }, 50)).toBe('server');
    expect(pickReadinessSource(null, 50)).toBe('server');
    expect(pickReadinessSource(null, null)).toBeNull();
  });
});
