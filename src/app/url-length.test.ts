import { describe, expect, it } from 'vitest';
import { isOldInternetExplorer, isUrlTooLong } from './url-length';

const IE11 = 'Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko';
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

describe('isUrlTooLong', () => {
  it('flags addresses over 2000 characters only in old Internet Explorer', () => {
    const long = `https://p.example/?q=${'x'.repeat(2000)}`;
    expect(isUrlTooLong(long, IE11)).toBe(true);
    expect(isUrlTooLong(long, CHROME)).toBe(false);
    expect(isUrlTooLong('https://p.example/'.padEnd(2000, 'x'), IE11)).toBe(false);
    expect(isUrlTooLong('https://p.example/'.padEnd(2001, 'x'), IE11)).toBe(true);
  });

  it('knows IE by Trident or MSIE', () => {
    expect(isOldInternetExplorer('Mozilla/4.0 (compatible; MSIE 8.0; Windows NT 6.1)')).toBe(true);
    expect(isOldInternetExplorer(CHROME)).toBe(false);
  });
});
