import { MEMBERSHIP_MESSAGES } from '../../../contract/membership-messages';
import type { SignInQuery } from './form';
import { ENGLISH_PAGE_WORDS, type PageWords } from './page-words';

export const MEMBERSHIP_PREFIX = '/membership';
export const SIGN_IN_PATH = `${MEMBERSHIP_PREFIX}/sign-in`;

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for an HTML element or a quoted attribute value. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);

export interface SignInView {
  carried: SignInQuery;
  email: string;
  /** A refusal to show in the alert region. */
  error?: string;
  /** A neutral notice, e.g. after signing out. */
  notice?: string;
  /** The nonce the Content-Security-Policy allows for the inline styles. */
  nonce: string;
  /** The page's language and its words; English unless given. */
  words?: PageWords;
}

/**
 * Navy band, yellow accent, white card. Sizes are in rem and the card shrinks to the screen, so
 * the page works from 320 px phones to desktops; focus is always visible.
 */
const STYLES = `
:root { --navy: #0c2340; --navy-2: #163a66; --yellow: #ffd100; --ink: #1b2430; --muted: #5a6472; --line: #c9d1dc; --error: #b3261e; --error-bg: #fdecea; --focus: #1a5fd0; }
* { box-sizing: border-box; }
html { font-size: 100%; }
body { margin: 0; min-height: 100vh; display: flex; flex-direction: column; font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; color: var(--ink); background: #eef1f5; line-height: 1.5; }
header { background: var(--navy); color: #fff; border-bottom: 0.375rem solid var(--yellow); }
.band { max-width: 72rem; margin: 0 auto; padding: 1rem 1.25rem; display: flex; align-items: center; gap: 0.75rem; }
.mark { width: 2.25rem; height: 2.25rem; flex: none; }
.brand { font-weight: 700; font-size: 1.125rem; letter-spacing: 0.02em; }
.brand small { display: block; font-weight: 400; font-size: 0.8125rem; color: #c8d3e3; letter-spacing: 0; }
main { flex: 1; display: flex; justify-content: center; align-items: flex-start; padding: 2.5rem 1rem 3rem; }
.card { width: 100%; max-width: 26rem; background: #fff; border-radius: 0.5rem; box-shadow: 0 0.25rem 1.5rem rgba(12, 35, 64, 0.12); border-top: 0.25rem solid var(--yellow); padding: 2rem 1.75rem; }
h1 { margin: 0 0 0.25rem; font-size: 1.5rem; color: var(--navy); }
.lead { margin: 0 0 1.5rem; color: var(--muted); }
.alert:empty { display: none; }
.alert { margin: 0 0 1.25rem; padding: 0.75rem 1rem; border-radius: 0.375rem; border-left: 0.25rem solid var(--error); background: var(--error-bg); color: var(--error); font-weight: 600; }
.notice { margin: 0 0 1.25rem; padding: 0.75rem 1rem; border-radius: 0.375rem; border-left: 0.25rem solid var(--navy-2); background: #e8eef7; }
label { display: block; font-weight: 600; margin-bottom: 0.375rem; }
.field { margin-bottom: 1.25rem; }
input[type="email"], input[type="password"] { width: 100%; font: inherit; padding: 0.625rem 0.75rem; border: 1px solid var(--line); border-radius: 0.375rem; background: #fff; color: var(--ink); min-height: 2.75rem; }
input[aria-invalid="true"] { border-color: var(--error); }
button { width: 100%; font: inherit; font-weight: 700; padding: 0.75rem 1rem; min-height: 2.75rem; border: 0; border-radius: 0.375rem; background: var(--yellow); color: var(--navy); cursor: pointer; }
button:hover { background: #ffdc3d; }
input:focus-visible, button:focus-visible, a:focus-visible { outline: 0.1875rem solid var(--focus); outline-offset: 0.125rem; }
.links { margin: 1.25rem 0 0; display: flex; flex-wrap: wrap; justify-content: space-between; gap: 0.75rem; }
.links a { color: var(--navy-2); font-weight: 600; padding: 0.25rem 0; }
.help { margin: 1.5rem 0 0; font-size: 0.875rem; color: var(--muted); }
footer { background: var(--navy); color: #c8d3e3; font-size: 0.8125rem; text-align: center; padding: 1rem; }
@media (max-width: 24rem) { .card { padding: 1.5rem 1.125rem; } main { padding-top: 1.5rem; } .brand small { display: none; } }
@media (forced-colors: active) { button { border: 1px solid ButtonText; } }
`;

const MARK = `<svg class="mark" viewBox="0 0 36 36" aria-hidden="true" focusable="false"><circle cx="18" cy="18" r="16" fill="none" stroke="#ffd100" stroke-width="4"/><circle cx="18" cy="18" r="6" fill="#ffd100"/></svg>`;

/** A portal page (same origin) in the page's language when lang is a plain language tag. */
function portalLink(path: string, lang: string): string {
  return /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})?$/.test(lang) ? `${path}?lang=${escapeHtml(lang)}` : path;
}

function hidden(name: string, value: string): string {
  return `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
}

/** The membership sign-in page; every value that came from a request is escaped. */
export function renderSignInPage(view: SignInView): string {
  const { carried, email, error, notice, nonce, words = ENGLISH_PAGE_WORDS } = view;
  const w = (key: keyof typeof MEMBERSHIP_MESSAGES) => escapeHtml(words.word(MEMBERSHIP_MESSAGES[key]));
  const invalid = error ? ' aria-invalid="true" aria-describedby="form-error"' : '';
  return `<!doctype html>
<html lang="${escapeHtml(words.locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${w('signIn')} – Fleet Tire Portal</title>
<style nonce="${escapeHtml(nonce)}">${STYLES}</style>
</head>
<body>
<header><div class="band">${MARK}<div class="brand">Fleet Tire Portal<small>${w('tagline')}</small></div></div></header>
<main>
<div class="card">
<h1>${w('signIn')}</h1>
<p class="lead">${w('lead')}</p>
${notice ? `<p class="notice" role="status">${escapeHtml(words.notice(notice))}</p>` : ''}
<div id="form-error" class="alert" role="alert">${error ? escapeHtml(words.notice(error)) : ''}</div>
<form method="post" action="${SIGN_IN_PATH}" novalidate>
${hidden('returnHost', carried.returnHost)}
${hidden('returnPath', carried.returnPath)}
${hidden('returnQuery', carried.returnQuery)}
${hidden('lang', carried.lang)}
<div class="field">
<label for="email">${w('email')}</label>
<input id="email" name="email" type="email" inputmode="email" autocomplete="username" autocapitalize="none" spellcheck="false" maxlength="254" required value="${escapeHtml(email)}"${invalid}${email ? '' : ' autofocus'}>
</div>
<div class="field">
<label for="password">${w('password')}</label>
<input id="password" name="password" type="password" autocomplete="current-password" maxlength="200" required${invalid}${email ? ' autofocus' : ''}>
</div>
<button type="submit">${w('signIn')}</button>
</form>
<p class="links"><a href="${portalLink('/forgot-password', carried.lang)}">${w('forgot')}</a><a href="${portalLink('/register', carried.lang)}">${w('register')}</a></p>
<p class="help">${w('help')}</p>
</div>
</main>
<footer>Fleet Tire Portal</footer>
</body>
</html>
`;
}
