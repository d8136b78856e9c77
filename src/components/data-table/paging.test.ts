import { describe, expect, it } from 'vitest';
import { ariaSort, clampPage, nextSort, pageCount, pageRange } from './paging';

describe('paging', () => {
  it('counts pages, at least one', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
  });
  it('gives the row range of a page', () => {
    expect(pageRange(1, 10, 0)).toEqual({ first: 0, last: 0 });
    expect(pageRange(2, 10, 15)).toEqual({ first: 11, last: 15 });
  });
  it('clamps pages', () => {
    expect(clampPage(9, 15, 10)).toBe(2);
    expect(clampPage(0, 15, 10)).toBe(1);
  });
  it('sorts a new column ascending and flips the same column', () => {
    expect(nextSort(null, 'a')).toEqual({ id: 'a', desc: false });
    expect(nextSort({ id: 'a', desc: false }, 'a')).toEqual({ id: 'a', desc: true });
    expect(nextSort({ id: 'a', desc: true }, 'b')).toEqual({ id: 'b', desc: false });
    expect(ariaSort({ id: 'a', desc: true }, 'a')).toBe('descending');
    expect(ariaSort({ id: 'a', desc: true }, 'b')).toBe('none');
  });
});
