import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../../entities/auth/session-store.ts';
import { fakeApi, inTurn } from '../../../test/fake-api.ts';
import { makeAuditEntry, makeModeratedJob, makeModeratedUser, makeReport } from '../../../test/moderation.ts';
import { getByRoleHolding } from '../../../test/queries.ts';
import { jsonResponse, renderRoute, testUser } from '../../../test/render.tsx';
import { AdminScreen } from './admin-screen.tsx';

const admin = { ...testUser, country: 'RU', role: 'admin' as const };

/** A moment as the screen writes it, in the time zone the tests run in. */
const at = (iso: string) =>
  new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

function renderAdmin(path = '/admin') {
  return renderRoute([{ path: '/admin', element: <AdminScreen /> }], path);
}

describe('AdminScreen', () => {
  beforeEach(() => {
    // Toasts live in Mantine's global store: none of an earlier test may count here.
    notifications.clean();
    session.signIn('tok', admin);
  });

  describe('Reports', () => {
    const job = makeModeratedJob({
      title: 'Easy money courier',
      number: 3001,
      openReports: 3,
      heldForReview: true,
      owner: {
        _id: 'e1e2e3e4-0000-4000-8000-000000000001',
        displayName: 'Boris',
        email: 'boris@example.com',
      },
    });
    const report = makeReport({ job, reason: 'money', text: 'They ask for a registration fee.' });
    const orphan = makeReport({ job, reason: 'misleading', reporter: null });

    it('lists the open reports with the job, its owner, the reason, the text, the reporter and the date', async () => {
      const api = fakeApi({
        'GET /api/admin/reports': () => jsonResponse(200, { items: [report, orphan] }),
      });
      renderAdmin();

      expect(await screen.findByRole('heading', { name: 'Moderation', level: 1 })).toBeInTheDocument();
      expect(screen.getByRole('tab', { name: 'Reports', selected: true })).toBeInTheDocument();
      for (const name of ['Jobs', 'Users', 'Audit log']) {
        expect(screen.getByRole('tab', { name })).toBeInTheDocument();
      }
      const items = await screen.findAllByRole('listitem');
      expect(items).toHaveLength(2);
      const [first, second] = items;
      if (!first || !second) throw new Error('no reports');

      expect(within(first).getByRole('link', { name: 'Easy money courier' })).toHaveAttribute(
        'href',
        `/jobs/${job._id}`,
      );
      expect(within(first).getByText('Job No. 3001')).toBeInTheDocument();
      expect(within(first).getByText('Active')).toBeInTheDocument();
      expect(
        within(first).getByText('Owner: \u2068Boris\u2069 (\u2068boris@example.com\u2069)'),
      ).toBeInTheDocument();
      expect(within(first).getByText('Hidden from search until reviewed')).toBeInTheDocument();
      expect(within(first).getByText('3 open reports')).toBeInTheDocument();
      expect(within(first).getByText('Reason: Asks applicants for money')).toBeInTheDocument();
      expect(within(first).getByText('They ask for a registration fee.')).toBeInTheDocument();
      expect(
        within(first).getByText(`Reported by \u2068Olga\u2069 on ${at(report.createdAt)}`),
      ).toBeInTheDocument();
      expect(within(second).getByText('Reason: Misleading or false')).toBeInTheDocument();
      expect(within(second).getByText(/^Reported by \u2068Deleted account\u2069 on/)).toBeInTheDocument();

      expect(api.callsTo('GET /api/admin/reports')[0]?.url.searchParams.get('status')).toBe('open');
    });

    it('shows the reviewed reports without actions', async () => {
      const resolved = makeReport({ job, resolvedAt: '2026-11-22T08:30:00.000Z' });
      const api = fakeApi({
        'GET /api/admin/reports': (call) =>
          jsonResponse(200, { items: call.url.searchParams.get('status') === 'resolved' ? [resolved] : [] }),
      });
      const user = userEvent.setup();
      renderAdmin();

      expect(await screen.findByRole('heading', { name: 'No open reports' })).toBeInTheDocument();
      await user.click(screen.getByRole('radio', { name: 'Reviewed' }));

      expect(await screen.findByText(`Reviewed on ${at('2026-11-22T08:30:00.000Z')}`)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Block job' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Mark reviewed' })).not.toBeInTheDocument();
      expect(
        api.callsTo('GET /api/admin/reports').map((call) => call.url.searchParams.get('status')),
      ).toEqual(['open', 'resolved']);
    });

    it('blocks the job with a required reason, then reloads the reports', async () => {
      const api = fakeApi({
        'GET /api/admin/reports': inTurn(
          () => jsonResponse(200, { items: [report] }),
          () => jsonResponse(200, { items: [] }),
        ),
        [`PUT /api/admin/jobs/${job._id}/block`]: () =>
          jsonResponse(200, { job: { ...job, status: 'blocked', blockedReason: 'Asks for money' } }),
      });
      const user = userEvent.setup();
      renderAdmin();

      await user.click(await screen.findByRole('button', { name: 'Block job' }));
      const dialog = await screen.findByRole('dialog', { name: 'Block this job?' });
      expect(within(dialog).getByText(/“Easy money courier” is taken out of search/)).toBeInTheDocument();

      await user.click(within(dialog).getByRole('button', { name: 'Block job' }));
      expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
      expect(api.callsTo(`PUT /api/admin/jobs/${job._id}/block`)).toHaveLength(0);

      await user.type(within(dialog).getByLabelText(/Reason \(the owner sees it\)/), '  Asks for money ');
      await user.click(within(dialog).getByRole('button', { name: 'Block job' }));

      expect(await screen.findByText('Job blocked')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(api.callsTo(`PUT /api/admin/jobs/${job._id}/block`).map((call) => call.body)).toEqual([
        { blocked: true, reason: 'Asks for money' },
      ]);
      expect(await screen.findByRole('heading', { name: 'No open reports' })).toBeInTheDocument();
    });

    it('marks the reports reviewed with a note for the audit log', async () => {
      const api = fakeApi({
        'GET /api/admin/reports': () => jsonResponse(200, { items: [report] }),
        [`POST /api/admin/jobs/${job._id}/review`]: () =>
          jsonResponse(200, { job: { ...job, heldForReview: false, openReports: 0 } }),
      });
      const user = userEvent.setup();
      renderAdmin();

      await user.click(await screen.findByRole('button', { name: 'Mark reviewed' }));
      const dialog = await screen.findByRole('dialog', { name: 'Mark the reports reviewed?' });
      await user.type(within(dialog).getByLabelText(/Note for the audit log/), 'Checked, the fee is legal');
      await user.click(within(dialog).getByRole('button', { name: 'Mark reviewed' }));

      expect(await screen.findByText('Reports marked reviewed')).toBeInTheDocument();
      expect(api.callsTo(`POST /api/admin/jobs/${job._id}/review`)[0]?.body).toEqual({
        reason: 'Checked, the fee is legal',
      });
    });

    it('keeps the dialog open and says the action failed when the server refuses', async () => {
      fakeApi({
        'GET /api/admin/reports': () => jsonResponse(200, { items: [report] }),
        [`PUT /api/admin/jobs/${job._id}/block`]: () =>
          jsonResponse(500, { error: 'Boom', code: 'INTERNAL' }),
      });
      const user = userEvent.setup();
      renderAdmin();

      await user.click(await screen.findByRole('button', { name: 'Block job' }));
      const dialog = await screen.findByRole('dialog', { name: 'Block this job?' });
      await user.type(within(dialog).getByLabelText(/Reason \(the owner sees it\)/), 'Scam');
      await user.click(within(dialog).getByRole('button', { name: 'Block job' }));

      expect(await within(dialog).findByRole('alert')).toHaveTextContent('The action failed. Try again.');
      expect(screen.queryByText('Job blocked')).not.toBeInTheDocument();
    });
  });

  describe('Jobs', () => {
    const job = makeModeratedJob({ title: 'Warehouse helper', number: 3100 });
    const blocked = makeModeratedJob({
      title: 'Crypto trader',
      status: 'blocked',
      blockedReason: 'Pyramid scheme',
    });

    it('searches after a pause and unblocks a blocked job', async () => {
      const api = fakeApi({
        'GET /api/admin/jobs': (call) =>
          jsonResponse(200, {
            items: call.url.searchParams.get('q') === 'crypto' ? [blocked] : [job, blocked],
          }),
        [`PUT /api/admin/jobs/${blocked._id}/block`]: () =>
          jsonResponse(200, { job: { ...blocked, status: 'active', blockedReason: null } }),
      });
      const user = userEvent.setup();
      renderAdmin('/admin?tab=jobs');

      expect(await screen.findByRole('link', { name: 'Warehouse helper' })).toBeInTheDocument();
      expect(screen.getByText('Blocked: Pyramid scheme')).toBeInTheDocument();
      await user.type(
        screen.getByRole('searchbox', { name: 'Search jobs by title, company, number or owner e-mail' }),
        'crypto',
      );
      await waitFor(() =>
        expect(screen.queryByRole('link', { name: 'Warehouse helper' })).not.toBeInTheDocument(),
      );
      // One request for the whole word, not one per letter.
      expect(api.callsTo('GET /api/admin/jobs').map((call) => call.url.searchParams.get('q'))).toEqual([
        '',
        'crypto',
      ]);

      await user.click(screen.getByRole('button', { name: 'Unblock' }));
      const dialog = await screen.findByRole('dialog', { name: 'Unblock this job?' });
      await user.type(within(dialog).getByLabelText(/Note for the audit log/), 'Appeal accepted');
      await user.click(within(dialog).getByRole('button', { name: 'Unblock job' }));

      expect(await screen.findByText('Job unblocked')).toBeInTheDocument();
      expect(api.callsTo(`PUT /api/admin/jobs/${blocked._id}/block`)[0]?.body).toEqual({
        blocked: false,
        reason: 'Appeal accepted',
      });
    });

    it('edits the title and the description of a job, prefilled from the moderation list', async () => {
      const listed = {
        ...job,
        title: 'Warehouse helper',
        description: 'Carry boxes and keep the shelves in order.',
      };
      const api = fakeApi({
        'GET /api/admin/jobs': () => jsonResponse(200, { items: [listed] }),
        [`PATCH /api/admin/jobs/${job._id}`]: () =>
          jsonResponse(200, { job: { ...listed, title: 'Warehouse assistant' } }),
      });
      const user = userEvent.setup();
      renderAdmin('/admin?tab=jobs');

      await user.click(await screen.findByRole('button', { name: 'Edit' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit the job' });
      const title = await within(dialog).findByLabelText(/Job title/);
      expect(title).toHaveValue('Warehouse helper');
      expect(within(dialog).getByLabelText(/^Description/)).toHaveValue(
        'Carry boxes and keep the shelves in order.',
      );
      await user.clear(title);
      await user.type(title, 'Warehouse assistant');
      await user.type(within(dialog).getByLabelText(/Note for the audit log/), 'Title was misleading');
      await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

      expect(await screen.findByText('Job updated')).toBeInTheDocument();
      expect(api.callsTo(`PATCH /api/admin/jobs/${job._id}`)[0]?.body).toEqual({
        changes: { title: 'Warehouse assistant', description: 'Carry boxes and keep the shelves in order.' },
        reason: 'Title was misleading',
      });
    });

    it('deletes a job after a warning, with the reason in the body', async () => {
      const api = fakeApi({
        'GET /api/admin/jobs': inTurn(
          () => jsonResponse(200, { items: [job] }),
          () => jsonResponse(200, { items: [] }),
        ),
        [`DELETE /api/admin/jobs/${job._id}`]: () => new Response(null, { status: 204 }),
      });
      const user = userEvent.setup();
      renderAdmin('/admin?tab=jobs');

      await user.click(await screen.findByRole('button', { name: 'Delete' }));
      const dialog = await screen.findByRole('dialog', { name: 'Delete this job?' });
      expect(within(dialog).getByText(/is final/)).toBeInTheDocument();
      await user.type(within(dialog).getByLabelText(/Note for the audit log/), 'Illegal offer');
      await user.click(within(dialog).getByRole('button', { name: 'Delete job' }));

      expect(await screen.findByText('Job deleted')).toBeInTheDocument();
      expect(api.callsTo(`DELETE /api/admin/jobs/${job._id}`)[0]?.body).toEqual({ reason: 'Illegal offer' });
      expect(await screen.findByRole('heading', { name: 'No jobs found' })).toBeInTheDocument();
    });
  });

  describe('Users', () => {
    it('lists accounts and blocks one with a reason, after saying what blocking does', async () => {
      const boris = makeModeratedUser({ displayName: 'Boris', email: 'boris@example.com', jobsCount: 2 });
      const vera = makeModeratedUser({
        displayName: 'Vera',
        email: 'vera@example.com',
        jobsCount: 1,
        blockedAt: '2026-11-01T00:00:00.000Z',
        blockedReason: 'Spam',
      });
      const self = makeModeratedUser({
        _id: admin._id,
        displayName: 'Anna',
        email: admin.email,
        role: 'admin',
      });
      const api = fakeApi({
        'GET /api/admin/users': inTurn(
          () => jsonResponse(200, { items: [boris, vera, self] }),
          () =>
            jsonResponse(200, {
              items: [
                { ...boris, blockedAt: '2026-11-25T00:00:00.000Z', blockedReason: 'Fraud' },
                vera,
                self,
              ],
            }),
        ),
        [`PUT /api/admin/users/${boris._id}/block`]: () =>
          jsonResponse(200, {
            user: { ...boris, blockedAt: '2026-11-25T00:00:00.000Z', blockedReason: 'Fraud' },
          }),
      });
      const user = userEvent.setup();
      renderAdmin('/admin?tab=users');

      expect(
        await screen.findByRole('searchbox', { name: 'Search users by e-mail or name' }),
      ).toBeInTheDocument();
      await screen.findByRole('heading', { name: 'Boris' });
      const borisCard = getByRoleHolding('listitem', { role: 'heading', name: 'Boris' });
      const veraCard = getByRoleHolding('listitem', { role: 'heading', name: 'Vera' });
      const selfCard = getByRoleHolding('listitem', { role: 'heading', name: 'Anna' });
      expect(within(borisCard).getByText('boris@example.com')).toBeInTheDocument();
      expect(within(borisCard).getByText('User')).toBeInTheDocument();
      expect(within(borisCard).getByText('2 jobs')).toBeInTheDocument();
      expect(within(veraCard).getByText('Blocked: Spam')).toBeInTheDocument();
      expect(within(veraCard).getByRole('button', { name: 'Unblock' })).toBeInTheDocument();
      expect(within(selfCard).getByText('Admin')).toBeInTheDocument();
      expect(within(selfCard).queryByRole('button')).not.toBeInTheDocument();

      await user.click(within(borisCard).getByRole('button', { name: 'Block' }));
      const dialog = await screen.findByRole('dialog', { name: 'Block this account?' });
      expect(
        within(dialog).getByText(
          'Their sessions end at once, they cannot sign in, and their live vacancies are blocked. They receive an e-mail with your reason.',
        ),
      ).toBeInTheDocument();
      await user.type(within(dialog).getByLabelText(/Reason \(sent to them by e-mail\)/), 'Fraud');
      await user.click(within(dialog).getByRole('button', { name: 'Block account' }));

      expect(await screen.findByText('Account blocked')).toBeInTheDocument();
      expect(api.callsTo(`PUT /api/admin/users/${boris._id}/block`)[0]?.body).toEqual({
        blocked: true,
        reason: 'Fraud',
      });
      expect(await within(borisCard).findByText('Blocked: Fraud')).toBeInTheDocument();
    });
  });

  describe('Audit log', () => {
    it('shows who did what, to what and why, in words', async () => {
      const createdAt = '2026-11-21T14:05:00.000Z';
      fakeApi({
        'GET /api/admin/audit': () =>
          jsonResponse(200, {
            items: [
              makeAuditEntry({
                action: 'user.grant_admin',
                actor: null,
                targetType: 'user',
                targetLabel: 'vera@example.com',
                reason: null,
              }),
              makeAuditEntry({
                action: 'job.block',
                targetLabel: 'Easy money courier',
                reason: 'Asks for money',
              }),
              makeAuditEntry({ action: 'job.review', targetLabel: 'Warehouse helper', reason: 'Fine' }),
            ],
          }),
      });
      renderAdmin('/admin?tab=audit');

      const table = await screen.findByRole('table', { name: 'Audit log' });
      const headers = within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent);
      expect(headers).toEqual(['When', 'Who', 'Action', 'Target', 'Reason']);
      const rows = within(table).getAllByRole('row').slice(1);
      expect(
        rows.map((row) =>
          within(row)
            .getAllByRole('cell')
            .map((cell) => cell.textContent),
        ),
      ).toEqual([
        [at(createdAt), 'System', 'Made an admin', 'vera@example.com', ''],
        [at(createdAt), 'Anna', 'Blocked a job', 'Easy money courier', 'Asks for money'],
        [at(createdAt), 'Anna', 'Reviewed reports', 'Warehouse helper', 'Fine'],
      ]);
    });
  });
});
