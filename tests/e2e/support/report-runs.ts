import { expect, type Locator, type Page } from '@playwright/test';
import { signInAt } from './session';
import { FLEET_MANAGER } from './users';

/** The English label as it is; a French check passes its catalogue lookup instead. */
type Words = (english: string) => string;
const asWritten: Words = (english) => english;

/** Runs TireOptix's inspection list for the year to date; its table once the first survey shows. */
export async function runInspectionListYearToDate(page: Page, words: Words = asWritten): Promise<Locator> {
  await page.getByRole('button', { name: new RegExp(`^${words('Dates')}`) }).click();
  await page.getByLabel(words('Date range')).selectOption('year_to_date');
  await page.getByRole('button', { name: words('Run report') }).click();
  const surveys = page.getByRole('table', { name: words('Inspection surveys') });
  await expect(surveys.getByRole('row').nth(1)).toBeVisible();
  return surveys;
}

/** Opens the first survey of the list `runInspectionListYearToDate` gave, once its files are offered. */
export async function openFirstSurvey(page: Page, surveys: Locator, words: Words = asWritten): Promise<void> {
  await surveys.getByRole('link').first().click();
  await expect(page.getByRole('button', { name: words('Details PDF') })).toBeVisible();
}

/**
 * Generates a fleet condition report for the year to date over the accounts already chosen,
 * under `name`, waits for the background job and opens the report.
 */
export async function generateAndOpenFleetCondition(page: Page, name: string): Promise<void> {
  await page.locator('input[name="fc-date-range"][value="year_to_date"]').check();
  await page.locator('#fc-report-name-input').fill(name);
  await page.locator('.fc-generate').click();
  const row = page.locator('.fc-earlier-table tbody tr').filter({ hasText: name });
  await expect(row.locator('.fc-status')).toHaveAttribute('data-status', 'done', { timeout: 90_000 });
  await row.locator('a.fc-open').click();
  await expect(page.locator('.fc-report')).toBeVisible();
}

/**
 * Runs the checkpoint report of the last 30 days for one account through the wizard, from its
 * first step; selectors by value and structure, so it reads the same in any language.
 */
export async function runCheckpointWizard(page: Page, accountKind: string, accountName: string): Promise<void> {
  await page.locator(`input[name="checkpoint-account-kind"][value="${accountKind}"]`).check();
  await page.locator('.checkpoint-field select').selectOption({ label: accountName });
  await page.locator('.wizard-step-close').click();
  await page.locator('input[name="checkpoint-date-range"][value="last_30_days"]').check();
  await page.locator('.wizard-step-close').click();
  await page.locator('.wizard-step-close').click();
}

/** Runs the Last 30 Days report for Northline (a US national account) through the wizard. */
export async function runCheckpointLast30Days(page: Page): Promise<void> {
  await signInAt(page, '/checkpoint', FLEET_MANAGER);
  await runCheckpointWizard(page, 'us_national', 'Northline Freight Lines');
  await expect(page).toHaveURL(/account=/);
  await expect(page.locator('.checkpoint-table tbody tr').first().locator('a')).toBeVisible();
}
