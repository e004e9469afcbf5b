import { expect, test } from '@playwright/test';
import { createAccount, expectRealtimeConnected, liveJob, newPage, signIn } from './support.ts';

test('a job seeker and an employer chat live; unread counts follow; deleting the chat is final for both', async ({
  page,
  browser,
  request,
}) => {
  const employer = await createAccount(request, { displayName: 'Irina Employer' });
  const seeker = await createAccount(request, { displayName: 'Sasha Seeker' });
  const employerPage = await newPage(browser);
  const title = 'Gallery assistant on weekends';
  const jobId = await liveJob(request, employerPage, employer, title);
  await signIn(employerPage, employer);
  await employerPage.goto('/messages');
  await expect(employerPage.getByText('No chats yet')).toBeVisible();
  await expectRealtimeConnected(employerPage);

  await signIn(page, seeker);
  await page.goto(`/jobs/${jobId}`);
  await page.getByRole('link', { name: 'Message the employer' }).click();
  await expect(page).toHaveURL(new RegExp(`/chat/${jobId}$`));
  await expectRealtimeConnected(page);
  await expect(page.getByRole('heading', { name: 'Chat with Irina Employer' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Message' }).fill('Hello! Is the position still open?');
  await page.keyboard.press('Enter');
  const seekerLog = page.getByRole('log', { name: 'Messages in this chat' });
  await expect(seekerLog.getByText('Hello! Is the position still open?')).toBeVisible();
  await expect(seekerLog.getByText(/· Sent$/)).toBeVisible();

  // The employer's open list learns of it without a reload: a toast, the list and the badge.
  await expect(employerPage.getByText(`Sasha Seeker about “${title}”`)).toBeVisible();
  await expect(employerPage.getByRole('status').filter({ hasText: '1 unread chat' })).toBeVisible();
  await expect(employerPage.getByRole('link', { name: /Messages.*1 unread chat/ })).toBeVisible();
  await employerPage.getByRole('link', { name: 'Sasha Seeker' }).click();
  const employerLog = employerPage.getByRole('log', { name: 'Messages in this chat' });
  await expect(employerLog.getByText('Hello! Is the position still open?')).toBeVisible();
  await expect(employerPage.getByRole('link', { name: /Messages.*unread/ })).toHaveCount(0);

  // The seeker sees it read, then the answer arrives in the open chat.
  await expect(seekerLog.getByText(/· Read$/)).toBeVisible();
  await employerPage.getByRole('textbox', { name: 'Message' }).fill('Yes, it is. Can you come on Saturday?');
  await employerPage.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(seekerLog.getByText('Yes, it is. Can you come on Saturday?')).toBeVisible();

  await employerPage.getByRole('button', { name: 'Delete chat' }).click();
  const confirm = employerPage.getByRole('dialog', { name: 'Delete this chat?' });
  await confirm.getByRole('button', { name: 'Delete chat' }).click();
  await expect(employerPage).toHaveURL(/\/messages$/);
  await expect(employerPage.getByText('No chats yet')).toBeVisible();
  await expect(page.getByText(`The chat about “${title}” was deleted`)).toBeVisible();
  await page.goto('/messages');
  await expect(page.getByText('No chats yet')).toBeVisible();
});

test('a job published elsewhere shows as "N new vacancies — show" on an open jobs list', async ({
  page,
  browser,
  request,
}) => {
  const watcher = await createAccount(request);
  const employer = await createAccount(request);
  await signIn(page, watcher);
  await expect(page.getByRole('heading', { name: 'Jobs' })).toBeVisible();
  await expectRealtimeConnected(page);
  const title = `Night librarian ${Date.now()}`;
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);

  await liveJob(request, await newPage(browser), employer, title);
  // Journeys running beside this one publish jobs too, and every open list counts them all (so the
  // banner may also come back after the click; its unit test checks that a click clears it).
  const banner = page.getByRole('button', { name: /^\d+ new vacanc(y|ies) — show$/ });
  await expect(banner).toBeVisible();
  await banner.click();
  await expect(page.getByRole('link', { name: title })).toBeVisible();
});
