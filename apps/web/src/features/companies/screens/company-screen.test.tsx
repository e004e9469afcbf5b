import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '../../../entities/auth/session-store.ts';
import { makeCompany } from '../../../test/companies.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { jsonResponse, renderRoute, testUser } from '../../../test/render.tsx';
import { CompanyScreen } from './company-screen.tsx';

const owner = {
  user: { _id: testUser._id, displayName: 'Anna' },
  role: 'owner',
  joinedAt: '2026-11-01T09:00:00.000Z',
};
const recruiter = {
  user: { _id: 'c1d2e3f4-0000-4000-8000-000000000009', displayName: 'Rita' },
  role: 'recruiter',
  joinedAt: '2026-11-02T09:00:00.000Z',
};

describe('CompanyScreen', () => {
  afterEach(() => session.clear());

  it("shows an owner the company with its mark, logo, team and invitation; the mark is not the name's text", async () => {
    session.signIn('tok', testUser);
    const company = makeCompany({
      name: 'Bakery ✓ Verified',
      verification: 'domain',
      website: 'https://bakery.example',
    });
    fakeApi({
      [`GET /api/companies/${company._id}`]: () => jsonResponse(200, { company }),
      [`GET /api/companies/${company._id}/members`]: () => jsonResponse(200, { items: [owner, recruiter] }),
    });
    renderRoute([{ path: '/my-companies/:id', element: <CompanyScreen /> }], `/my-companies/${company._id}`);

    const heading = await screen.findByRole('heading', { level: 1, name: 'Bakery ✓ Verified' });
    // The mark is its own drawn element, named by its level, outside the heading's text.
    const mark = screen.getAllByRole('img', { name: 'Verified company: Domain confirmed' })[0];
    expect(heading).not.toContainElement(mark ?? null);
    expect(screen.getByRole('button', { name: 'Upload logo' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Company name/ })).toHaveValue('Bakery ✓ Verified');
    const team = await screen.findAllByRole('listitem');
    expect(team.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Anna (you)'),
      expect.stringContaining('Rita'),
    ]);
    expect(screen.getByRole('button', { name: 'Remove Rita from the team' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send invitation' })).toBeInTheDocument();
    // Domain confirmed already: no form to confirm it again.
    expect(screen.queryByRole('button', { name: 'Send link' })).not.toBeInTheDocument();
  });

  it('keeps the last owner, with the server’s reason in the dialog', async () => {
    session.signIn('tok', testUser);
    const company = makeCompany({ name: 'Solo Shop' });
    const leave = `DELETE /api/companies/${company._id}/members/${testUser._id}`;
    const api = fakeApi({
      [`GET /api/companies/${company._id}`]: () => jsonResponse(200, { company }),
      [`GET /api/companies/${company._id}/members`]: () => jsonResponse(200, { items: [owner] }),
      [leave]: () => jsonResponse(409, { error: 'Last owner', code: 'LAST_OWNER' }),
    });
    renderRoute([{ path: '/my-companies/:id', element: <CompanyScreen /> }], `/my-companies/${company._id}`);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Leave company' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave the company?' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave company' }));

    expect(await within(dialog).findByText(/at least one owner/)).toBeInTheDocument();
    expect(api.callsTo(leave)).toHaveLength(1);
  });

  it('shows a recruiter the details without letting them change them or the logo', async () => {
    session.signIn('tok', testUser);
    const company = makeCompany({ name: 'Big Firm', role: 'recruiter' });
    fakeApi({
      [`GET /api/companies/${company._id}`]: () => jsonResponse(200, { company }),
      [`GET /api/companies/${company._id}/members`]: () =>
        jsonResponse(200, {
          items: [
            { ...owner, user: { ...owner.user, _id: recruiter.user._id, displayName: 'Olga' } },
            { ...recruiter, user: { ...recruiter.user, _id: testUser._id } },
          ],
        }),
    });
    renderRoute([{ path: '/my-companies/:id', element: <CompanyScreen /> }], `/my-companies/${company._id}`);

    expect(await screen.findByText("Only an owner can change the company's details.")).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Company name/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload logo' })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Leave company' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send invitation' })).not.toBeInTheDocument();
  });
});
