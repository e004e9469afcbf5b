import { expect, test, type Locator, type Page } from '@playwright/test';
import { createAccount, liveJob, newPage } from './support.ts';

// DESIGN.md §9: the main journeys work with the keyboard alone, focus is always visible, and
// dialogs and the helper panel keep focus inside while open and give it back when they close.

/** Presses Tab until `target` has the focus, as a keyboard user would; fails if it never does. */
async function tabTo(page: Page, target: Locator, { maxPresses = 60, backwards = false } = {}) {
  for (let press = 0; press < maxPresses; press += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if (await target.evaluate((element) => element === document.activeElement)) {
      await expectVisibleFocus(page);
      return;
    }
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** The focused element shows it: an outline or a focus shadow. */
async function expectVisibleFocus(page: Page) {
  const shown = await page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return false;
    const style = getComputedStyle(element);
    const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    return outlined || style.boxShadow !== 'none';
  });
  expect(shown, 'the focused element shows a focus indicator').toBe(true);
}

/** Tab `presses` times inside an open dialog: focus never leaves it. */
async function expectFocusTrapped(page: Page, container: Locator, presses = 12) {
  for (let press = 0; press < presses; press += 1) {
    await page.keyboard.press(press % 3 === 2 ? 'Shift+Tab' : 'Tab');
    expect(await container.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
}

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

test('sign in, search with filters, apply and chat with the keyboard alone', async ({
  page,
  browser,
  request,
}) => {
  // A whole journey by keyboard across five screens: more than the default minute on a busy machine.
  test.slow();
  const employer = await createAccount(request, { displayName: 'Keyboard Employer' });
  const seeker = await createAccount(request, { displayName: 'Keyboard Seeker' });
  const title = `Kayak rental assistant on the river ${Date.now() % 100000}`;
  const jobId = await liveJob(request, await newPage(browser), employer, title);

  // Sign in: the skip link comes first, then the form; Enter submits.
  await page.goto('/login');
  await tabTo(page, page.getByRole('link', { name: 'Skip to content' }));
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(seeker.email);
  await tabTo(page, page.getByLabel(/^Password/));
  await page.keyboard.type(seeker.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/jobs$/);

  // Search words, a schedule filter chosen with the arrow keys, a point placed on the map with Enter.
  await tabTo(page, page.getByRole('searchbox', { name: 'Search jobs' }));
  await page.keyboard.type('kayak');
  await tabTo(page, page.getByRole('combobox', { name: 'Schedule' }));
  await page.keyboard.press('ArrowDown');
  await expect(page).toHaveURL(/schedule=/);
  const map = page.getByRole('application', { name: 'Map for choosing the search point' });
  await tabTo(page, map);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/lat=.*lon=|lon=.*lat=/);
  await tabTo(
    page,
    page.getByRole('region', { name: 'Filters' }).getByRole('button', { name: 'Reset filters' }),
  );
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/jobs$/);
  await tabTo(page, page.getByRole('searchbox', { name: 'Search jobs' }), { backwards: true });
  await page.keyboard.type(' rental');
  const result = page.getByRole('link', { name: title });
  await expect(result).toBeVisible();
  await tabTo(page, result);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/jobs/${jobId}$`));

  // Apply: the dialog takes the focus, keeps it, and returns it to the card when it closes.
  const apply = page.getByRole('button', { name: 'Apply', exact: true });
  await tabTo(page, apply);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: /^Apply:/ });
  await expect(dialog).toBeVisible();
  await expectFocusTrapped(page, dialog);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(await isFocused(apply)).toBe(true);
  await page.keyboard.press('Enter');
  await tabTo(page, dialog.getByLabel('Cover letter (optional)'));
  await page.keyboard.type('I paddle every summer.');
  await tabTo(page, dialog.getByRole('button', { name: 'Send application' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Already applied' })).toBeDisabled();

  // Chat: the link opens the chat, Enter sends.
  await tabTo(page, page.getByRole('link', { name: 'Message the employer' }), { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/chat/${jobId}$`));
  await tabTo(page, page.getByRole('textbox', { name: 'Message' }));
  await page.keyboard.type('Hello! When could I start?');
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('log', { name: 'Messages in this chat' }).getByText('Hello! When could I start?'),
  ).toBeVisible();

  // Deleting the chat asks first; Escape leaves it, focus back on the button that opened it.
  const deleteChat = page.getByRole('button', { name: 'Delete chat' });
  await tabTo(page, deleteChat);
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Delete this chat?' });
  await expect(confirm).toBeVisible();
  await expectFocusTrapped(page, confirm);
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  expect(await isFocused(deleteChat)).toBe(true);
});

test('the helper panel keeps the focus while open and gives it back to its button', async ({ page }) => {
  await page.goto('/login');
  const helper = page.getByRole('button', { name: 'Check a job' });
  await tabTo(page, helper);
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Check a job' });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('textbox')).toBeFocused();
  await expectFocusTrapped(page, panel);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(helper).toBeFocused();
});

test('the header’s menus open, move and close with the keyboard, and give the focus back', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const account = await createAccount(request);
  await page.addInitScript((token) => localStorage.setItem('token', token), account.token);
  await page.goto('/favorites');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Employers: Enter opens it on its first item (WAI-ARIA's menu button), the arrows move, Escape
  // closes onto the button.
  const employers = page.getByRole('button', { name: 'Employers' });
  await tabTo(page, employers);
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'My jobs' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'My companies' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Post a job' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(employers).toBeFocused();

  // The user menu: a language chosen with the keyboard, and the header speaks it.
  const accountMenu = page.getByRole('button', { name: 'Account' });
  await tabTo(page, accountMenu);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  await expect(page.getByRole('menu').getByRole('menuitem').first()).toBeFocused();
  for (let press = 0; press < 12; press += 1) {
    if (await isFocused(page.getByRole('menuitem', { name: 'Deutsch' }))) break;
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Arbeitgeber' })).toBeVisible();

  // Employers again, in German, and Enter on an item goes there.
  await page.getByRole('button', { name: 'Arbeitgeber' }).focus();
  await page.keyboard.press('Enter');
  // The menu moves the focus onto its first item as it opens: the arrow waits for that.
  await expect(page.getByRole('menu').getByRole('menuitem').first()).toBeFocused();
  // My jobs, then My companies, then Post a job.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Stellenangebot aufgeben' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/create-job$/);
});
