import { describe, expect, it } from 'vitest';
import { buildDiagram } from './layout';
import { advanceAfterSave, firstUnread, nextPosition, positionOrder, previousPosition } from './walking-order';

const tractor6x4 = [
  { axle_number: 3, tire_count: 4, position_class: 'drive' as const, is_lift: false },
  { axle_number: 1, tire_count: 2, position_class: 'steer' as const, is_lift: false },
  { axle_number: 2, tire_count: 4, position_class: 'drive' as const, is_lift: true },
];

describe('position order', () => {
  const order = positionOrder(buildDiagram(tractor6x4));

  it('walks axle 1 left to right, then each dual axle left outer, left inner, right inner, right outer', () => {
    expect(order.map((w) => w.label)).toEqual(['1L', '1R', '2LO', '2LI', '2RI', '2RO', '3LO', '3LI', '3RI', '3RO']);
  });

  it('moves to the next position and stops after the last', () => {
    expect(nextPosition(order, '1-right-single')?.label).toBe('2LO');
    expect(nextPosition(order, '2-left-inner')?.label).toBe('2RI');
    expect(nextPosition(order, '3-right-outer')).toBeNull();
    expect(nextPosition(order, 'nowhere')).toBeNull();
  });

  it('names the position before, none before the first', () => {
    expect(previousPosition(order, '2-left-outer')?.label).toBe('1R');
    expect(previousPosition(order, '3-left-outer')?.label).toBe('2RO');
    expect(previousPosition(order, '1-left-single')).toBeNull();
    expect(previousPosition(order, 'nowhere')).toBeNull();
  });

  it('runs every axle of a five-axle unit front to back, each whole before the next', () => {
    const five = positionOrder(
      buildDiagram([1, 2, 3, 4, 5].map((axle_number) => ({ axle_number, tire_count: axle_number === 1 ? 2 : 4, position_class: axle_number === 1 ? ('steer' as const) : ('trail' as const) }))),
    );
    expect(five).toHaveLength(18);
    expect(five.map((w) => w.axle_number)).toEqual([...five.map((w) => w.axle_number)].sort((a, b) => a - b));
    expect(five.slice(-4).map((w) => w.label)).toEqual(['5LO', '5LI', '5RI', '5RO']);
  });

  it('after the last position goes back to a skipped one, else stays', () => {
    const read = new Set(order.map((w) => w.key).filter((k) => k !== '2-left-inner'));
    expect(firstUnread(order, read)?.label).toBe('2LI');
    expect(advanceAfterSave(order, '3-right-outer', read)?.label).toBe('2LI');
    expect(advanceAfterSave(order, '3-right-outer', new Set(order.map((w) => w.key)))).toBeNull();
    expect(advanceAfterSave(order, '1-left-single', new Set())?.label).toBe('1R');
  });
});

