import { describe, expect, it } from 'vitest';
import { baseParametersChanged, deepEqual, isEmptyValue, sameMembers, type BaseParameters } from './base-parameters';

type Region = { naNumber: string; type: string; code: string; description: string };
type Params = BaseParameters<string, { type: string; from: string; to: string }, Region>;

const east: Region = { naNumber: '100', type: 'R', code: 'E', description: 'East' };
const west: Region = { naNumber: '100', type: 'R', code: 'W', description: 'West' };
const stored: Params = { account: '100', date: { type: 'custom', from: '01/01/2024', to: '01/31/2024' }, regions: [east, west] };

describe('baseParametersChanged', () => {
  it('is false when nothing differs', () => {
    expect(baseParametersChanged(stored, structuredClone(stored))).toBe(false);
  });

  it('is true when the account differs', () => {
    expect(baseParametersChanged(stored, { ...stored, account: '200' })).toBe(true);
  });

  it('is true when the date differs', () => {
    expect(baseParametersChanged(stored, { ...stored, date: { type: 'custom', from: '02/01/2024', to: '02/29/2024' } })).toBe(true);
  });

  it('is true when the regions differ', () => {
    expect(baseParametersChanged(stored, { ...stored, regions: [east] })).toBe(true);
    expect(baseParametersChanged(stored, { ...stored, regions: [east, { ...west, code: 'X' }] })).toBe(true);
  });

  it('ignores the order of regions', () => {
    expect(baseParametersChanged(stored, { ...stored, regions: [west, east] })).toBe(false);
  });

  it('is false while any current value is empty, even if it differs', () => {
    expect(baseParametersChanged(stored, { ...stored, account: null })).toBe(false);
    expect(baseParametersChanged(stored, { ...stored, account: '' })).toBe(false);
    expect(baseParametersChanged(stored, { ...stored, date: undefined })).toBe(false);
    expect(baseParametersChanged(stored, { ...stored, regions: [] })).toBe(false);
  });

  it('is true when nothing was stored and everything is chosen', () => {
    expect(baseParametersChanged(null, stored)).toBe(true);
    expect(baseParametersChanged(undefined, stored)).toBe(true);
    expect(baseParametersChanged(null, { ...stored, regions: null })).toBe(false);
  });
});

describe('helpers', () => {
  it('isEmptyValue', () => {
    for (const value of [null, undefined, '', [], {}]) expect(isEmptyValue(value)).toBe(true);
    for (const value of [0, false, 'x', [1], { a: 1 }, new Date(0)]) expect(isEmptyValue(value)).toBe(false);
  });

  it('deepEqual', () => {
    expect(deepEqual({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBe(true);
    expect(deepEqual({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(deepEqual([1, 2], [2, 1])).toBe(false);
    expect(deepEqual(new Date(5), new Date(5))).toBe(true);
    expect(deepEqual(Number.NaN, Number.NaN)).toBe(true);
    expect(deepEqual('1', 1)).toBe(false);
  });

  it('sameMembers counts duplicates', () => {
    expect(sameMembers([1, 1, 2], [1, 2, 2])).toBe(false);
    expect(sameMembers([1, 2, 2], [2, 1, 2])).toBe(true);
  });
});
