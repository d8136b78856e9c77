import { expect, test, type Download } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { QUESTION_LABELS as QUESTIONS, RATED_LISTS, type ConfiguratorStructure } from '../../contract/lease-sales';
import { DEMO_USERS } from '../../server/seed/demo-users';
import { readPdfText, readXlsx } from '../helpers/read-exports';
import { apiJson } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { popup, signInAt } from './support/session';

const SCREENS = 'test-results/screens';
const ANALYST = DEMO_USERS.find((user) => user.login === 'analyst@tiremaker.example')!;
const read = async (download: Download) => readFile(await download.path());
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;


test('lease sales: a sales manager fills the questionnaire, sees each answer rated in its colour, submits and downloads PDF and Excel', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAt(page, '/leasesales/configurator', ANALYST);
  await expect(page.getByRole('heading', { level: 1, name: 'Lease sales configurator' })).toBeVisible();
  const structure = await apiJson<ConfiguratorStructure>(page, 'POST', 'leasesales/configurator_structure');
  const submit = page.getByRole('button', { name: 'Submit questionnaire' });
  await expect(submit).toBeDisabled();

  const fleetName = `Prairie Haul Prospect ${Date.now()}`;
  await page.getByLabel('Fleet name').fill(fleetName);
  const account = structure.canadian_common_owners_accounts[0]!;
  await page.getByLabel('Existing account').selectOption(account.value);
  await page.getByLabel('Country').selectOption('CA');
  await page.getByLabel('Street address').fill('400 4 Ave SW');
  await page.getByLabel('City').fill('Calgary');

  // An unknown code says so; a Canadian postal code gives its area's centroid and province.
  const zip = page.getByLabel('Postal code');
  await zip.fill('Z9Z 9Z9');
  await page.getByRole('button', { name: 'Find coordinates' }).click();
  await expect(page.getByText('No coordinates are known for this postal code.')).toBeVisible();
  await zip.fill('T2P 1J9');
  await page.getByRole('button', { name: 'Find coordinates' }).click();
  await expect(page.getByText('Latitude 51.0472, longitude -114.0802')).toBeVisible();
  await expect(page.getByLabel('Province')).toHaveValue('AB');
  // The signed-in manager is preselected.
  await expect(page.getByLabel('Sales manager')).toHaveValue(structure.fssm_names.find((option) => option.is_selected)!.value);
  await page.getByLabel('Region').selectOption({ index: 1 });
  await page.getByLabel('Fleet type').selectOption(structure.fleet_types[0]!.value);
  await page.getByLabel('Lease term').selectOption(structure.lease_terms[2]!.value);

  // Every question: the chosen answer's rating appears beside it, in the answer's colour and in words.
  const fitOf = (rate: number) => (rate >= structure.max_rate ? 'Good fit' : rate <= 1 ? 'Poor fit' : 'Fair fit');
  const chosen = RATED_LISTS.map((list, k) => ({ list, option: structure[list][k % structure[list].length]! }));
  for (const { list, option } of chosen) {
    const question = QUESTIONS[list]!;
    const rating = page.getByRole('status', { name: `${question} rating` });
    await expect(rating).toHaveText('Not answered');
    await page.getByLabel(question, { exact: true }).selectOption(option.value);
    await expect(rating).toHaveText(`${fitOf(option.rate)} (${option.rate} of ${structure.max_rate})`);
    await expect(rating.locator('.lease-rating-dot')).toHaveCSS('background-color', rgb(option.color));
  }
  const expectedScore = Math.round((chosen.reduce((sum, c) => sum + c.option.rate, 0) / (RATED_LISTS.length * structure.max_rate)) * 1000) / 10;
  await expect(page.getByText(`12 of 12 questions answered, score ${expectedScore} %`)).toBeVisible();
  await page.getByLabel('Comments').fill('Gate on the north side');
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `${SCREENS}/lease-sales-questionnaire-1280.png`, fullPage: true });

  await expect(submit).toBeEnabled();
  await submit.click();
  const result = page.getByRole('heading', { name: /^Submission \d+ saved: score / });
  await expect(result).toHaveText(new RegExp(`score ${expectedScore} %$`));
  const answers = page.getByRole('table', { name: 'Submitted answers' });
  await expect(answers.getByRole('row')).toHaveCount(RATED_LISTS.length + 1);
  for (const { list, option } of chosen) {
    const row = answers.getByRole('row').filter({ has: page.getByRole('rowheader', { name: QUESTIONS[list], exact: true }) });
    await expect(row).toContainText(option.text);
    await expect(row.locator('.lease-rating-dot')).toHaveCSS('background-color', rgb(option.color));
  }
  await expect(page.getByRole('table', { name: 'Your earlier submissions' }).getByRole('row').filter({ hasText: fleetName })).toContainText(`${expectedScore} %`);
  await page.screenshot({ path: `${SCREENS}/lease-sales-result-1280.png`, fullPage: true });

  const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'PDF' }).click()]);
  expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
  const text = (await readPdfText(await read(pdf))).text.replace(/\s+/g, ' ');
  expect(text).toContain('Lease sales configurator');
  expect(text).toContain(fleetName);
  expect(text).toContain(`Score: ${expectedScore} %`);
  for (const { list, option } of chosen) {
    expect(text).toContain(QUESTIONS[list]);
    expect(text).toContain(option.text);
  }

  const [excel] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Excel' }).click()]);
  expect(excel.suggestedFilename()).toMatch(/\.xlsx$/);
  const sheets = (await readXlsx(await read(excel))).sheets;
  const prospect = sheets.find((sheet) => sheet.name === 'Prospect')!;
  expect(prospect.rows).toContainEqual(['Fleet', fleetName]);
  expect(prospect.rows).toContainEqual(['Account', account.text.replace(/ \(.*\)$/, '')]);
  expect(prospect.rows).toContainEqual(['Coordinates', '51.0472, -114.0802']);
  const answerRows = sheets.find((sheet) => sheet.name === 'Answers')!.rows;
  for (const { list, option } of chosen) expect(answerRows).toContainEqual([QUESTIONS[list], option.text, option.rate, fitOf(option.rate), option.color]);

  // The same screen on a phone: questions stack, nothing runs off the side.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('heading', { level: 1 }).scrollIntoViewIfNeeded();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  const wide = await page.evaluate(() =>
    [...document.querySelectorAll('main *')].filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1).slice(0, 5).map((el) => `${el.tagName}.${el.className}`),
  );
  expect(overflow, wide.join(' ')).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SCREENS}/lease-sales-390.png`, fullPage: true });
  await page.locator('.lease-result').screenshot({ path: `${SCREENS}/lease-sales-result-390.png` });
  await page.locator('.lease-questions').screenshot({ path: `${SCREENS}/lease-sales-questions-390.png` });
});

test('lease sales: a fleet customer is told the configurator is not theirs and no questionnaire is loaded', async ({ page }) => {
  // The route guard refuses the page by the user's group, as the header menu leaves it out.
  const customer = DEMO_USERS.find((user) => user.login === 'fleet.manager@northline.example')!;
  const structureCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v2/leasesales/')) structureCalls.push(request.url());
  });
  await signInAt(page, '/leasesales/configurator', customer);
  await expect(popup(page, 'permissions')).toContainText("You don't have permissions to this page!");
  await expect(page.getByRole('heading', { level: 1, name: 'Lease sales configurator' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Submit questionnaire' })).toHaveCount(0);
  expect(structureCalls).toEqual([]);
});
