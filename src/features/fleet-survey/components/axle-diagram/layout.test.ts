import { describe, expect, it } from 'vitest';
import { axleRoles, axlesFromPositions, buildDiagram, positionLabel } from './layout';

const tractor6x4 = [
  { axle_number: 3, tire_count: 4, position_class: 'drive' as const, is_lift: false },
  { axle_number: 1, tire_count: 2, position_class: 'steer' as const, is_lift: false },
  { axle_number: 2, tire_count: 4, position_class: 'drive' as const, is_lift: true },
];

describe('buildDiagram', () => {
  it('draws axles from the steer axle back, singles and duals, lift axles marked', () => {
    const diagram = buildDiagram(tractor6x4);
    expect(diagram.map((a) => a.axle_number)).toEqual([1, 2, 3]);
    expect(diagram.map((a) => a.dual)).toEqual([false, true, true]);
    expect(diagram.map((a) => a.is_lift)).toEqual([false, true, false]);
    expect(diagram[0]!.left.map((w) => w.label)).toEqual(['1L']);
    expect(diagram[0]!.right.map((w) => w.label)).toEqual(['1R']);
    // Outside in on the left, inside out on the right: the order they stand in on the yard.
    expect(diagram[1]!.left.map((w) => w.label)).toEqual(['2LO', '2LI']);
    expect(diagram[1]!.right.map((w) => w.label)).toEqual(['2RI', '2RO']);
    expect(diagram[1]!.left[0]).toMatchObject({ axle_number: 2, side: 'left', place: 'outer', key: '2-left-outer', position_class: 'drive', is_lift: true });
  });

  it('treats two tires as singles (wide-base) and four or more as duals', () => {
    const diagram = buildDiagram([
      { axle_number: 1, tire_count: 2, position_class: 'trail' },
      { axle_number: 2, tire_count: 6, position_class: 'trail' },
    ]);
    expect(diagram[0]!.left.map((w) => w.place)).toEqual(['single']);
    expect(diagram[1]!.left.map((w) => w.place)).toEqual(['outer', 'inner']);
  });

  it('gives an empty diagram for no axles', () => {
    expect(buildDiagram([])).toEqual([]);
  });
});

describe('labels and fallbacks', () => {
  it('names positions the way the yard does', () => {
    expect(positionLabel({ axle_number: 1, side: 'left', place: 'single' })).toBe('1L');
    expect(positionLabel({ axle_number: 4, side: 'right', place: 'inner' })).toBe('4RI');
  });

  it('rebuilds axles from readings when the configuration is unknown', () => {
    const axles = axlesFromPositions([
      { axle_number: 2, side: 'left', place: 'outer' },
      { axle_number: 1, side: 'left', place: 'single' },
      { axle_number: 2, side: 'right', place: 'inner' },
    ]);
    expect(buildDiagram(axles).map((a) => [a.axle_number, a.dual])).toEqual([
      [1, false],
      [2, true],
    ]);
  });
});

describe('axleRoles', () => {
  const axle = (axle_number: number, position_class: 'steer' | 'drive' | 'trail', is_lift = false) => ({ axle_number, tire_count: 4, position_class, is_lift });

  it('names the pusher and tag axles of a straight truck, never "trailer"', () => {
    // The catalog's straight truck: 2-4L-4-4-4L, steer, lift, drive, drive, trailing lift.
    const truck = [axle(1, 'steer'), axle(2, 'drive', true), axle(3, 'drive'), axle(4, 'drive'), axle(5, 'trail', true)];
    expect(axleRoles(truck)).toEqual(['steer', 'pusher', 'drive', 'drive', 'tag']);
    expect(buildDiagram(truck).map((a) => a.role)).toEqual(['steer', 'pusher', 'drive', 'drive', 'tag']);
    expect(buildDiagram(truck)[4]!.left[0]!.role).toBe('tag');
  });

  it('keeps the position class of tractors and trailers, lift axles included', () => {
    expect(axleRoles([axle(1, 'steer'), axle(2, 'drive'), axle(3, 'drive')])).toEqual(['steer', 'drive', 'drive']);
    expect(axleRoles([axle(1, 'trail'), axle(2, 'trail'), axle(3, 'trail', true)])).toEqual(['trail', 'trail', 'trail']);
  });
});
