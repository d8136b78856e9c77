import { expect, type Page } from '@playwright/test';
import axe from 'axe-core';

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe-core in the page; serious and critical findings fail the test with their details. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // Evaluated over the debugging protocol, which the page's Content-Security-Policy does not
  // govern: an added <script> would be inline script, which the policy rightly refuses.
  await page.evaluate(axe.source);
  const violations = await page.evaluate(async () => {
    const result = await (window as unknown as { axe: { run: (context: Document) => Promise<{ violations: Violation[] }> } }).axe.run(document);
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) }));
  });
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
}
