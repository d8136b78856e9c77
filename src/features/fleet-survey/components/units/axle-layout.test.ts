import { describe, expect, it } from 'vitest';
import type { AxleDefinition } from '../../data/types';
import { axleLayout, axlePattern } from './axle-layout';

const axle = (axle_number: number, tire_count: number, position_class: AxleDefinition['position_class'] = 'trail'): AxleDefinition => ({ axle_number, tire_count, position_class });

describe('axleLayout', () => {
  const fiveAxle = [axle(1, 2, 'steer'), axle(2, 4, 'drive'), axle(3, 4, 'drive'), axle(4, 4), axle(5, 4)];

  it('draws tire_count / 2 tires on each side of every axle', () => {
    const layout = axleLayout(fiveAxle);
    expect(layout.wheels).toHaveLength(2 + 4 * 4);
    expect(layout.wheels.filter((w) => w.axle === 1 && w.side === 'left')).toHaveLength(1);
    expect(layout.wheels.filter((w) => w.axle === 3 && w.side === 'right')).toHaveLength(2);
  });

  it('orders axles front to back and keeps every wheel inside the picture', () => {
    const layout = axleLayout([...fiveAxle].reverse());
    expect(layout.axles.map((a) => a.axle_number)).toEqual([1, 2, 3, 4, 5]);
    const xs = layout.axles.map((a) => a.x);
    expect([...xs].sort((a, b) => a - b)).toEqual(xs);
    for (const w of layout.wheels) {
      expect(w.x).toBeGreaterThanOrEqual(0);
      expect(w.y).toBeGreaterThanOrEqual(0);
      expect(w.x + w.width).toBeLessThanOrEqual(layout.width);
      expect(w.y + w.height).toBeLessThanOrEqual(layout.height);
    }
  });

  it('names the pattern front to back', () => {
    expect(axlePattern([...fiveAxle].reverse())).toBe('2-4-4-4-4');
    expect(axlePattern([])).toBe('');
  });
});
