import { describe, expect, it } from 'vitest';
import { ftLbToNm, torqueReportRequest, torqueStatus } from './torque-summary';

describe('torque status', () => {
  it('counts ±10 % of the specified torque as within spec, bounds included', () => {
    expect(torqueStatus(500, 450)).toBe('in_spec');
    expect(torqueStatus(500, 449.9)).toBe('under');
    expect(torqueStatus(500, 550)).toBe('in_spec');
    expect(torqueStatus(500, 550.1)).toBe('over');
    expect(torqueStatus(475, 300)).toBe('under');
  });

  it('converts foot-pounds to newton-metres', () => {
    expect(ftLbToNm(100)).toBeCloseTo(135.58, 2);
  });
});

describe('torque report request', () => {
  it('needs at least one location and a whole custom range', () => {
    expect(torqueReportRequest.safeParse({ location_ids: [] }).success).toBe(false);
    const missing = torqueReportRequest.safeParse({ location_ids: [1], date_range_type: 'custom', date_from: '03/01/2024' });
    expect(missing.success ? [] : missing.error.issues.map((issue) => issue.path.join('.'))).toEqual(['date_to']);
    expect(torqueReportRequest.parse({ location_ids: [1] }).date_range_type).toBe('last_30_days');
  });
});
