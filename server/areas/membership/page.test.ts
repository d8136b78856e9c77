import { describe, expect, it } from 'vitest';
import { parseSignInForm } from './form';
import { escapeHtml, renderSignInPage } from './page';

const carried = { returnHost: '', returnPath: '', returnQuery: '', lang: '', signedOut: '' };

describe('escapeHtml', () => {
  it('escapes every character that could end text or an attribute', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});

describe('renderSignInPage', () => {
  it('echoes request values only escaped', () => {
    const html = renderSignInPage({
      carried: { ...carried, returnPath: '/"><script>alert(1)</script>' },
      email: 'a"b@example.com',
      error: '<b>no</b>',
      nonce: 'abc',
    });
    expect(html).not.toContain('<script>');
    expect(html).toContain('value="/&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).toContain('value="a&quot;b@example.com"');
    expect(html).toContain('&lt;b&gt;no&lt;/b&gt;');
  });

  it('labels its fields for assistive technology and password managers', () => {
    const html = renderSignInPage({ carried, email: '', nonce: 'n' });
    expect(html).toContain('<label for="email">');
    expect(html).toContain('<label for="password">');
    expect(html).toContain('autocomplete="username"');
    expect(html).toContain('autocomplete="current-password"');
    expect(html).toContain('role="alert"');
    expect(html).toContain('<style nonce="n">');
  });

  it('marks the fields invalid when there is an error', () => {
    const html = renderSignInPage({ carried, email: 'x@example.com', error: 'Nope', nonce: 'n' });
    expect(html).toContain('aria-invalid="true" aria-describedby="form-error"');
  });
});

describe('parseSignInForm', () => {
  it('trims the e-mail and carries the return fields', () => {
    const parsed = parseSignInForm({ email: ' a@example.com ', password: 'pw', returnPath: '/x' });
    expect(parsed).toMatchObject({ ok: true, form: { email: 'a@example.com', password: 'pw', returnPath: '/x', returnHost: '' } });
  });

  it('asks for both fields when one is missing or not text', () => {
    expect(parseSignInForm({ email: 'a@example.com' })).toMatchObject({ ok: false, message: 'Please enter your email address and password.' });
    expect(parseSignInForm({ email: ['a', 'b'], password: 'x' })).toMatchObject({ ok: false, email: '' });
    expect(parseSignInForm(undefined)).toMatchObject({ ok: false });
  });

  it('refuses an oversized e-mail without echoing it', () => {
    const parsed = parseSignInForm({ email: 'a'.repeat(300), password: 'x', returnPath: '/keep' });
    expect(parsed).toMatchObject({ ok: false, message: 'That email address is too long.', email: '', carried: { returnPath: '/keep' } });
  });
});

describe('sign-in page links', () => {
  it('links the forgotten-password and registration pages in the carried language, only when it is a language tag', () => {
    expect(renderSignInPage({ carried: { ...carried, lang: 'fr-CA' }, email: '', nonce: 'n' })).toContain('href="/forgot-password?lang=fr-CA">Forgot your password?</a>');
    const html = renderSignInPage({ carried: { ...carried, lang: '"><x' }, email: '', nonce: 'n' });
    expect(html).toContain('href="/register">Request an account</a>');
    expect(html).not.toContain('<x');
  });
});
