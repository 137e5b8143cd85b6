import { expect, type Locator, type Page } from '@playwright/test';

/** The demo's owner account (shown on the console's sign-in page while the demo data is there). */
export const DEMO_OWNER = { user: 'demo-staff', password: 'demo-2026' };

/** Signs in on the console's sign-in page (English), without a TOTP code. */
export async function staffSignIn(page: Page, user: string, password: string) {
  await page.goto('/staff/login');
  await page.getByLabel('User').fill(user);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * The signed-in owner invites a member on the Team page and signs out; the member sets a password from the
 * link the page shows and signs in.
 */
export async function inviteStaff(
  page: Page,
  member: { user: string; name: string; role: 'owner' | 'sales' | 'warehouse'; password: string },
) {
  await page.getByRole('link', { name: 'Team' }).click();
  await page.getByLabel('User').fill(member.user);
  await page.getByLabel('Name').fill(member.name);
  await page.getByLabel('Role', { exact: true }).selectOption(member.role);
  await page.getByRole('button', { name: 'Create invitation' }).click();
  const link = new URL(await page.getByTestId('invite-link').inputValue());
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.goto(link.pathname + link.hash);
  await page.getByLabel('New password (10 characters or more)').fill(member.password);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByRole('status')).toContainText('Your password is set');
  await staffSignIn(page, member.user, member.password);
  await expect(page.getByText(`${member.name} (${member.role})`)).toBeVisible();
}

/** The audit's rows of one record (an order's number, a product's id, a user), newest first. */
export async function auditOf(page: Page, record: string): Promise<Locator> {
  await page.getByRole('link', { name: 'Audit' }).click();
  await page.getByLabel('Record').fill(record);
  await page.getByRole('button', { name: 'Apply' }).click();
  return page.getByTestId('audit-row');
}

/** An audit row says who did what, and the record's before and after (null: nothing). */
export async function expectAudited(
  row: Locator,
  entry: { user: string; action: string; before: unknown; after: unknown },
) {
  const cells = row.getByRole('cell');
  await expect(cells.nth(1)).toHaveText(entry.user);
  await expect(cells.nth(2)).toHaveText(entry.action);
  const json = async (cell: Locator) => {
    const text = (await cell.textContent()) ?? '';
    return text === '' ? null : JSON.parse(text);
  };
  const recorded = async () => ({ before: await json(cells.nth(4)), after: await json(cells.nth(5)) });
  await expect.poll(recorded).toEqual({ before: entry.before, after: entry.after });
}
