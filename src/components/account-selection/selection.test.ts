import { describe, expect, it } from 'vitest';
import { limitSelection } from './selection';

describe('limitSelection', () => {
  it('applies additions and removals within the limit', () => {
    expect(limitSelection([1, 2], [2, 3], 5)).toEqual({ ids: [2, 3], limited: false });
    expect(limitSelection([], [], 5)).toEqual({ ids: [], limited: false });
  });

  it('keeps what was chosen first and adds only while there is room', () => {
    expect(limitSelection([1, 2], [1, 2, 3, 4, 5], 3)).toEqual({ ids: [1, 2, 3], limited: true });
    expect(limitSelection([1, 2, 3], [1, 2, 3, 4], 3)).toEqual({ ids: [1, 2, 3], limited: true });
  });

  it('always honours removals, even over the limit', () => {
    expect(limitSelection([1, 2, 3, 4], [1, 2], 3)).toEqual({ ids: [1, 2], limited: false });
  });

  it('drops repeats', () => {
    expect(limitSelection([1], [1, 1, 2, 2], 10)).toEqual({ ids: [1, 2], limited: false });
  });
});
