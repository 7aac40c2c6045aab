/**
 * Joining the team studio from an invitation link, as a person does: their name and a password
 * twice, then the team bar. The page is the caller's (each test opens it its own way).
 */
import type { Page } from 'playwright-core';
import { preferYamlView } from './studio-view.ts';

export const TEST_PASSWORD = 'correct horse battery staple';

export async function acceptInvitation(page: Page, link: string, name: string): Promise<Page> {
  // The tests that join this way edit the YAML: the person chose that view.
  await preferYamlView(page);
  await page.goto(link);
  // The page says whom the link is for (the e-mail and the role) before anything is typed.
  await page.getByText(/^This invitation is for \S+@\S+, to join as an? \w+\.$/).waitFor();
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
  await page.getByLabel('Password again').fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Join the studio' }).click();
  await page.getByRole('navigation', { name: 'Team' }).waitFor();
  return page;
}
