import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiJson } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { waitForMail } from './support/mail';
import { MEMBERSHIP_PATH, signInAt, submitSignIn } from './support/session';
import { DEMO_USERS } from '../../server/seed/demo-users';

const SCREENS = 'test-results/screens';
const ADMIN = DEMO_USERS.find((u) => u.group === 'ADMIN')!;

async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

/** The set-password link of a mail. */
const linkOf = (text: string) => /https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]{43}\S*/.exec(text.replace(/=\r?\n/g, ''))?.[0] ?? '';

test('translations: the administrator edits a French word and the French screen shows it after a reload', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });

  // A visitor reading the registration page in French.
  const visitor = await freshPage(browser);
  await visitor.goto('/register?lang=fr-FR');
  await expect(visitor.getByRole('heading', { level: 1, name: 'Demander un compte du portail' })).toBeVisible();

  await signInAt(page, '/admin/translations', ADMIN);
  await expect(page.getByRole('heading', { level: 1, name: 'Translations' })).toBeVisible();
  await page.getByLabel('Locale', { exact: true }).selectOption({ label: 'Français (France) (fr-FR)' });
  await page.getByLabel('Search words').fill('Request a portal account');
  const field = page.getByLabel('Translation of “Request a portal account”');
  await expect(field).toHaveValue('Demander un compte du portail');
  await field.fill('Demander l’accès au portail');
  await page.getByRole('button', { name: 'Save “Request a portal account”' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();

  await visitor.reload();
  await expect(visitor.getByRole('heading', { level: 1, name: 'Demander l’accès au portail' })).toBeVisible();
  await visitor.screenshot({ path: `${SCREENS}/admin-people-register-fr-edited.png`, fullPage: true });

  // The keys a locale lacks against en-US: Italian has no translated catalog.
  await page.getByLabel('Search words').fill('');
  await page.getByLabel('Locale', { exact: true }).selectOption({ label: 'Italiano (Italia) (it-IT)' });
  await page.getByLabel('Only words missing in this locale').check();
  await expect(page.getByText(/missing in Italiano \(Italia\) against English/)).toBeVisible();
  const rows = page.getByRole('table', { name: 'Words of the chosen locale' }).locator('tbody tr');
  await expect(rows.first().getByText('Missing')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `${SCREENS}/admin-people-translations-1280.png`, fullPage: false });
});

test('translations: the administrator edits one key in French and Spanish at once, and both screens show it after a reload', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const french = await freshPage(browser);
  await french.goto('/forgot-password?lang=fr-FR');
  await expect(french.getByRole('button', { name: 'M’envoyer un lien' })).toBeVisible();

  await signInAt(page, '/admin/translations', ADMIN);
  await page.getByLabel('Search words').fill('Send me a link');
  await page.getByRole('button', { name: '“Send me a link” in every language' }).click();
  const editor = page.getByRole('form', { name: 'One word in every language' });
  await expect(editor.getByText('Send me a link', { exact: true })).toBeVisible();
  await expect(editor.getByLabel('Word in Français (France)')).toHaveValue('M’envoyer un lien');
  // Nothing changed yet: the save says so rather than writing nothing.
  await editor.getByRole('button', { name: 'Save the changed languages' }).click();
  await expect(editor.getByRole('alert')).toHaveText("Change at least one language's word first.");
  await editor.getByLabel('Word in Français (France)').fill('Recevoir le lien par courriel');
  await editor.getByLabel('Word in Español (España)').fill('Recibir el enlace');
  await editor.getByLabel('Comment in Español (España)').fill('botón');
  await expectNoSeriousA11yViolations(page);
  await editor.screenshot({ path: `${SCREENS}/admin-people-dictionary-word-1280.png` });
  await editor.getByRole('button', { name: 'Save the changed languages' }).click();
  await expect(editor.getByRole('status')).toHaveText('Saved in 2 languages.');

  await french.reload();
  await expect(french.getByRole('button', { name: 'Recevoir le lien par courriel' })).toBeVisible();
  await french.screenshot({ path: `${SCREENS}/admin-people-forgot-fr-edited.png`, fullPage: true });
  const spanish = await freshPage(browser);
  await spanish.goto('/forgot-password?lang=es-ES');
  await expect(spanish.getByRole('button', { name: 'Recibir el enlace' })).toBeVisible();
});

test('translations: a locale the administrator adds is offered in the language chooser and reads its words, French elsewhere', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAt(page, '/admin/translations', ADMIN);
  const addLocale = page.getByRole('form', { name: 'Add a locale' });
  await addLocale.getByLabel('Language tag').fill('fr-LU');
  await addLocale.getByLabel('Name').fill('Français (Luxembourg)');
  await addLocale.getByLabel('Region').selectOption({ label: 'Europe' });
  await addLocale.getByRole('button', { name: 'Add locale' }).click();
  await expect(page.getByLabel('Locale', { exact: true })).toHaveValue(/\d+/);
  await expect(page.getByLabel('Locale', { exact: true }).locator('option:checked')).toHaveText('Français (Luxembourg) (fr-LU)');
  await page.getByLabel('Search words').fill('Back to sign-in');
  await page.getByLabel('Translation of “Back to sign-in”').first().fill('Retour à l’identification');
  await page.getByRole('button', { name: 'Save “Back to sign-in”' }).first().click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();

  const visitor = await freshPage(browser);
  await visitor.setViewportSize({ width: 1280, height: 900 });
  await visitor.goto('/forgot-password');
  await visitor.locator('.site-header').getByRole('button', { name: /^Language: / }).click();
  const chooser = visitor.getByRole('dialog');
  await chooser.locator('label').filter({ has: visitor.getByRole('radio', { name: 'Europe', exact: true }) }).click();
  await chooser.locator('label').filter({ has: visitor.getByRole('radio', { name: 'Français (Luxembourg)', exact: true }) }).click();
  await chooser.getByRole('button', { name: 'Continuer' }).click();
  await expect(visitor.locator('html')).toHaveAttribute('lang', 'fr-LU');
  await expect(visitor.getByRole('heading', { level: 1, name: /^Mot de passe oublié/ })).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Retour à l’identification' })).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByRole('link', { name: 'Retour à l’identification' })).toBeVisible();
  await visitor.screenshot({ path: `${SCREENS}/admin-people-added-locale-fr-LU.png` });
});

test('the membership sign-in page speaks the language the portal sends, and its links keep it', async ({ page }) => {
  await page.goto('/checkpoint?lang=fr-CA');
  await expect(page).toHaveURL((url) => url.pathname === MEMBERSHIP_PATH && url.searchParams.get('lang') === 'fr-CA');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(page.getByRole('heading', { level: 1, name: 'Se connecter' })).toBeVisible();
  await expect(page.getByLabel('Adresse courriel')).toBeVisible();
  await expect(page.getByLabel('Mot de passe', { exact: true })).toBeVisible();
  // An address without an account: nobody's failure count grows.
  await page.locator('#email').fill('nobody.here@haulers.example');
  await page.locator('#password').fill('not-the-password');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  // (No axe run here: the page's Content-Security-Policy refuses injected scripts.)
  await expect(page.getByRole('alert')).toContainText('n’est pas reconnue');
  await page.screenshot({ path: `${SCREENS}/membership-sign-in-fr-CA.png`, fullPage: true });
  await page.getByRole('link', { name: 'Demander un compte' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Demander un compte du portail' })).toBeVisible();
});

test('registration: a visitor registers from the sign-in page, the administrator approves, the new user signs in', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const email = `new.manager.${Date.now()}@haulers.example`;
  const password = 'Haulers-first-pass-1';

  const visitor = await freshPage(browser);
  await visitor.goto('/');
  await expect(visitor).toHaveURL((url) => url.pathname === MEMBERSHIP_PATH);
  await visitor.screenshot({ path: `${SCREENS}/admin-people-sign-in-links.png`, fullPage: true });
  await visitor.getByRole('link', { name: 'Request an account' }).click();
  await expect(visitor.getByRole('heading', { level: 1, name: 'Request a portal account' })).toBeVisible();
  // Nothing filled: each required field says so.
  await visitor.getByRole('button', { name: 'Send my request' }).click();
  await expect(visitor.getByText('Please fill in this field.')).toHaveCount(3);
  await visitor.getByLabel('First name').fill('Dana');
  await visitor.getByLabel('Last name').fill('Okafor');
  await visitor.getByLabel('Email address').fill(email);
  await visitor.getByLabel('Company').fill('Great Lakes Haulers');
  await visitor.getByLabel('Phone (optional)').fill('555-0142');
  await visitor.getByLabel('New password', { exact: true }).fill('short');
  await visitor.getByLabel('Repeat the new password').fill('short');
  await visitor.getByRole('button', { name: 'Send my request' }).click();
  await expect(visitor.getByText('Use at least 10 characters.')).toBeVisible();
  await expectNoSeriousA11yViolations(visitor);
  await visitor.screenshot({ path: `${SCREENS}/admin-people-register-errors.png`, fullPage: true });
  await visitor.getByLabel('New password', { exact: true }).fill(password);
  await visitor.getByLabel('Repeat the new password').fill(password);
  await visitor.getByRole('button', { name: 'Send my request' }).click();
  await expect(visitor.getByRole('status').filter({ hasText: 'Your request was sent to the portal administrators' })).toBeVisible();

  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAt(page, '/admin/registrations', ADMIN);
  const request = page.getByRole('listitem', { name: 'Dana Okafor' });
  await expect(request).toContainText(email);
  await request.getByRole('button', { name: `Approve ${email}` }).click();
  const panel = request.getByRole('group', { name: `Approve ${email}` });
  await panel.getByLabel('Group', { exact: true }).selectOption({ label: 'Fleet customer' });
  await expect(panel.getByRole('checkbox', { name: /TVLOGIN/ })).toBeChecked();
  await panel.getByRole('checkbox', { name: /FDLOGIN/ }).check();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `${SCREENS}/admin-people-registrations-1280.png`, fullPage: true });
  await panel.getByRole('button', { name: 'Create the account' }).click();
  await expect(request).toHaveCount(0);

  expect(await waitForMail(email, 1)).toContain('Your registration was approved');

  await visitor.goto('/fleet-dashboard');
  await submitSignIn(visitor, { login: email, password });
  await expect(visitor).toHaveURL((url) => url.pathname === '/fleet-dashboard' && !url.searchParams.has('user'));
  await expect(visitor.locator('.site-header')).toContainText('Dana');
});

test('forgotten password: the mailed link sets a new password once, and the user signs in with it', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const email = `forgetful.${Date.now()}@haulers.example`;
  const first = 'Forgetful-first-1';
  const chosen = 'Remembered-now-22';

  // An account of its own, so no other test's sign-in changes: registered and approved by the administrator.
  await signInAt(page, '/admin/registrations', ADMIN);
  await apiJson(page, 'POST', 'users/registration', { email, first_name: 'Flo', last_name: 'Getful', company: 'Haulers', password: first });
  const { requests } = await apiJson<{ requests: { id: number; email: string }[] }>(page, 'POST', 'admin/registrations/get', {});
  await apiJson(page, 'POST', 'admin/registrations/approve', { id: requests.find((r) => r.email === email)!.id, group: 'CUS', security_codes: ['TVLOGIN', 'TMLOGIN'] });
  await waitForMail(email, 1);

  const user = await freshPage(browser);
  await user.goto('/');
  await user.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(user.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
  await user.getByLabel('Email address').fill(email);
  await user.getByRole('button', { name: 'Send me a link' }).click();
  await expect(user.getByRole('status').filter({ hasText: `If an account has the address ${email}` })).toBeVisible();
  await expectNoSeriousA11yViolations(user);
  await user.screenshot({ path: `${SCREENS}/admin-people-forgot-sent.png`, fullPage: true });

  const link = linkOf(await waitForMail(email, 2));
  expect(link).not.toBe('');
  await user.goto(link);
  await expect(user.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
  await user.getByLabel('New password', { exact: true }).fill('nodigitshere');
  await user.getByLabel('Repeat the new password').fill('nodigitshere');
  await user.getByRole('button', { name: 'Set the new password' }).click();
  await expect(user.getByText('Use at least one digit.')).toBeVisible();
  await user.screenshot({ path: `${SCREENS}/admin-people-reset-rule.png`, fullPage: true });
  await user.getByLabel('New password', { exact: true }).fill(chosen);
  await user.getByLabel('Repeat the new password').fill(chosen);
  await user.getByRole('button', { name: 'Set the new password' }).click();
  await expect(user.getByRole('status').filter({ hasText: 'Your new password is set' })).toBeVisible();
  await user.getByRole('link', { name: 'Sign in' }).click();
  await submitSignIn(user, { login: email, password: chosen });
  await expect(user).toHaveURL((url) => url.pathname === '/' && !url.searchParams.has('user'));
  await expect(user.locator('.site-header')).toContainText('Flo');

  // The same link a second time: refused, with a way to ask for another.
  const again = await freshPage(browser);
  await again.goto(link);
  await again.getByLabel('New password', { exact: true }).fill('Someone-else-33');
  await again.getByLabel('Repeat the new password').fill('Someone-else-33');
  await again.getByRole('button', { name: 'Set the new password' }).click();
  await expect(again.getByRole('alert')).toContainText('This link has expired or was already used');
  await expect(again.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
  await again.screenshot({ path: `${SCREENS}/admin-people-reset-used.png`, fullPage: true });
});

test('registration requests show fifty a page: the rejected ones newest decision first, the next page from its top', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAt(page, '/admin/registrations', ADMIN);
  // 55 requests, each rejected as soon as it arrives: the waiting list other tests read stays as it was.
  const stamp = Date.now();
  for (let i = 0; i < 55; i++) {
    const email = `paged.${stamp}.${i}@haulers.example`;
    await apiJson(page, 'POST', 'users/registration', { email, first_name: 'Paged', last_name: `Visitor ${i}`, company: 'Haulers', password: 'Paged-visitor-1' });
    const { requests } = await apiJson<{ requests: { id: number; email: string }[] }>(page, 'POST', 'admin/registrations/get', {});
    await apiJson(page, 'POST', 'admin/registrations/reject', { id: requests.find((r) => r.email === email)!.id });
  }
  await page.reload();
  await page.getByLabel('Show').selectOption({ label: 'Rejected' });
  const list = page.getByRole('region', { name: 'Registration requests' });
  const items = list.getByRole('listitem');
  await expect(items).toHaveCount(50);
  await expect(items.first()).toHaveAccessibleName('Paged Visitor 54');
  await expect(items.nth(49)).toHaveAccessibleName('Paged Visitor 5');
  // Each says when it was decided, and by whom.
  await expect(items.first()).toContainText(new RegExp(`Rejected \\w{3} \\d+, \\d{4}, \\d+:\\d\\d\\s[AP]M by ${ADMIN.firstName} ${ADMIN.lastName}`));
  const pager = page.getByRole('navigation', { name: 'Table pages' });
  await expect(pager).toContainText(/1–50 of \d+/);
  await expect(pager).toContainText(/Page 1 of \d+/);
  await page.screenshot({ path: `${SCREENS}/admin-people-registrations-paged.png`, fullPage: false });

  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(pager).toContainText(/51–\d+ of \d+/);
  await expect(items.first()).toHaveAccessibleName('Paged Visitor 4');
  await expect(list.getByRole('listitem', { name: 'Paged Visitor 54' })).toHaveCount(0);
  // The next page opens at its first request, not at the pager where the click was.
  await expect(items.first()).toBeInViewport();
  await pager.getByRole('button', { name: 'Previous' }).click();
  await expect(items.first()).toHaveAccessibleName('Paged Visitor 54');
});
