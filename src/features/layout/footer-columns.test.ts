import { describe, expect, it } from 'vitest';
import { FOOTER_TWO_COLUMN_THRESHOLD, splitFooterLinks } from './footer-columns';

const links = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('splitFooterLinks', () => {
  it('keeps up to 48 links in one column', () => {
    expect(splitFooterLinks(links(48))).toEqual([links(48)]);
    expect(splitFooterLinks([])).toEqual([[]]);
  });

  it('splits 49 or more into two, the first getting the smaller half', () => {
    expect(FOOTER_TWO_COLUMN_THRESHOLD).toBe(49);
    const [first, second] = splitFooterLinks(links(49));
    expect(first).toHaveLength(24);
    expect(second).toHaveLength(25);
    expect([...first, ...second]).toEqual(links(49));
    expect(splitFooterLinks(links(50)).map((c) => c.length)).toEqual([25, 25]);
  });
});
