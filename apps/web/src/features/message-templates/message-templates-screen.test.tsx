import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../entities/auth/session-store.ts';
import { fakeApi, inTurn } from '../../test/fake-api.ts';
import { jsonResponse, renderRoute, testUser } from '../../test/render.tsx';
import { MessageTemplatesScreen } from './message-templates-screen.tsx';

const ID = '8d0f1a52-3c4b-4e7a-9f10-2b3c4d5e6f70';
const at = '2026-11-20T10:00:00.000Z';
const own = {
  _id: ID,
  name: 'Thanks',
  text: 'Thank you, {name}, for applying to {job}.',
  createdAt: at,
  updatedAt: at,
};
const defaults = [
  { key: 'rejection', name: 'Polite rejection', text: 'Dear {name}, we chose another candidate for {job}.' },
  { key: 'invitation', name: 'Invitation', text: 'Dear {name}, we invite you to talk about {job}.' },
];

describe('MessageTemplatesScreen', () => {
  beforeEach(() => session.signIn('tok', { ...testUser, country: 'RU' }));

  it('lists own and offered templates, creates one from an offered copy', async () => {
    const created = { ...own, _id: '8d0f1a52-3c4b-4e7a-9f10-2b3c4d5e6f71', name: 'Polite rejection' };
    const api = fakeApi({
      'GET /api/message-templates': inTurn(
        () => jsonResponse(200, { items: [own], defaults }),
        () => jsonResponse(200, { items: [own, created], defaults }),
      ),
      'POST /api/message-templates': () => jsonResponse(201, { template: created }),
    });
    const user = userEvent.setup();
    renderRoute(<MessageTemplatesScreen />, '/message-templates');

    expect(await screen.findByText('Thank you, {name}, for applying to {job}.')).toBeInTheDocument();
    expect(screen.getAllByText('Offered by Debut')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Copy Polite rejection' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Polite rejection');
    await user.click(screen.getByRole('button', { name: 'Save the template' }));

    expect(await screen.findByText('Template saved')).toBeInTheDocument();
    expect(api.callsTo('POST /api/message-templates')[0]?.body).toEqual({
      name: 'Polite rejection',
      text: 'Dear {name}, we chose another candidate for {job}.',
    });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue(''));
  });

  it('says an unknown placeholder before sending, then saves the edit', async () => {
    const edited = { ...own, text: 'Dear {name}, thanks.' };
    const api = fakeApi({
      'GET /api/message-templates': () => jsonResponse(200, { items: [own], defaults }),
      [`PATCH /api/message-templates/${ID}`]: () => jsonResponse(200, { template: edited }),
    });
    const user = userEvent.setup();
    renderRoute(<MessageTemplatesScreen />, '/message-templates');

    await user.click(await screen.findByRole('button', { name: 'Edit Thanks' }));
    expect(screen.getByRole('heading', { name: 'Edit the template' })).toBeInTheDocument();
    const text = screen.getByRole('textbox', { name: /^Text/ });
    await user.clear(text);
    await user.type(text, 'Write to {{email}');
    await user.click(screen.getByRole('button', { name: 'Save the template' }));

    expect(
      await screen.findByText('Unknown placeholder {email}: only {name} and {job} are filled in.'),
    ).toBeInTheDocument();
    expect(api.callsTo(`PATCH /api/message-templates/${ID}`)).toHaveLength(0);

    await user.clear(text);
    await user.type(text, 'Dear {{name}, thanks.');
    await user.click(screen.getByRole('button', { name: 'Save the template' }));
    expect(await screen.findByText('Template saved')).toBeInTheDocument();
    expect(api.callsTo(`PATCH /api/message-templates/${ID}`)[0]?.body).toEqual({
      name: 'Thanks',
      text: 'Dear {name}, thanks.',
    });
  });

  it("shows the server's sentence when it refuses a 51st template", async () => {
    fakeApi({
      'GET /api/message-templates': () => jsonResponse(200, { items: [own], defaults }),
      'POST /api/message-templates': () =>
        jsonResponse(409, {
          error: 'You can keep at most 50 templates: delete one before saving another',
          code: 'CONFLICT',
        }),
    });
    const user = userEvent.setup();
    renderRoute(<MessageTemplatesScreen />, '/message-templates');

    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Another');
    await user.type(screen.getByRole('textbox', { name: /^Text/ }), 'Hello {{name}');
    await user.click(screen.getByRole('button', { name: 'Save the template' }));

    expect(
      await screen.findByText('You can keep at most 50 templates: delete one before saving another'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('This has changed in the meantime. Reload the page and try again.'),
    ).toBeInTheDocument();
  });

  it('deletes one only after confirmation', async () => {
    const api = fakeApi({
      'GET /api/message-templates': inTurn(
        () => jsonResponse(200, { items: [own], defaults }),
        () => jsonResponse(200, { items: [], defaults }),
      ),
      [`DELETE /api/message-templates/${ID}`]: () => new Response(null, { status: 204 }),
    });
    const user = userEvent.setup();
    renderRoute(<MessageTemplatesScreen />, '/message-templates');

    await user.click(await screen.findByRole('button', { name: 'Delete Thanks' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this template?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Template deleted')).toBeInTheDocument();
    expect(await screen.findByText('You have no templates of your own yet.')).toBeInTheDocument();
    expect(api.callsTo(`DELETE /api/message-templates/${ID}`)).toHaveLength(1);
  });
});
