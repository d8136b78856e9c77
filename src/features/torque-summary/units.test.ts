import { describe, expect, it } from 'vitest';
import { torqueIn, torqueUnitLabel } from './units';

describe('torque units', () => {
  it('shows ft-lb to imperial users and N·m to metric ones', () => {
    expect(torqueIn('imperial', -14.9)).toBe(-14.9);
    expect(torqueIn('metric', -14.9)).toBe(-20.2);
    expect(torqueIn('metric', null)).toBeNull();
    expect(torqueUnitLabel('metric')).toBe('N·m');
  });
});
