import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv';

describe('parseCsv', () => {
  it('leaves an unclosed quote to the caller: the server refuses the file, the tablet reads on', () => {
    expect(() =>
      parseCsv('a,b\n"open,1', () => {
        throw new Error('not closed');
      }),
    ).toThrow('not closed');
    expect(parseCsv('a,b\n"open,1')).toEqual([['a', 'b'], ['open,1']]);
  });
});
