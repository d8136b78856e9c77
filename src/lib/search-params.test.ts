import { describe, expect, it } from 'vitest';
import { flag, idList, listOf, oneOf, searchSchema, textMatching, usDay, wholeNumber } from './search-params';

const search = searchSchema({
  page: wholeNumber(1, 100),
  ids: idList(3),
  codes: listOf(textMatching(/^[A-Z]{2}$/), 5),
  day: usDay(),
  kind: oneOf(['a', 'b'] as const),
  desc: flag,
});

describe('search params', () => {
  it('keeps well-formed fields, reading numbers typed as text', () => {
    expect(search.parse({ page: '7', ids: [1, '2'], codes: ['US'], day: '01/31/2024', kind: 'b', desc: false })).toEqual({
      page: 7,
      ids: [1, 2],
      codes: ['US'],
      day: '01/31/2024',
      kind: 'b',
      desc: false,
    });
  });

  it('drops what is malformed or out of bounds, and ignores unknown keys', () => {
    const parsed = search.parse({ page: 0, ids: [1, 2, 3, 4], codes: ['US', 'usa'], day: '2024-01-31', kind: 'c', desc: 'true', other: 1 });
    expect(parsed).toEqual({});
    expect(search.parse({ page: 1.5 })).toEqual({});
    expect(search.parse({ page: '' })).toEqual({});
    expect(search.parse({ ids: 'x' })).toEqual({});
  });

  it('never reads a key from the object prototype', () => {
    expect(searchSchema({ toString: flag }).parse({})).toEqual({});
  });
});
