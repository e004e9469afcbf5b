import { screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadPasswordChecker } from '../../../shared/lib/password-checker.ts';
import { jsonResponse, renderRoute, testUser } from '../../../test/render.tsx';
import { RegisterScreen } from './register-screen.tsx';

/** A field's label: its name and Mantine's required asterisk. */
const field = (name: string) => new RegExp(`^${name}\\s*\\*?$`);

interface Fields {
  displayName?: string;
  email?: string;
  password?: string;
  confirmPassword?: string;
}

async function fill(user: UserEvent, fields: Fields) {
  if (fields.displayName) await user.type(screen.getByLabelText(field('Display name')), fields.displayName);
  if (fields.email) await user.type(screen.getByLabelText(field('Email')), fields.email);
  if (fields.password) await user.type(screen.getByLabelText(field('Password')), fields.password);
  if (fields.confirmPassword)
    await user.type(screen.getByLabelText(field('Confirm password')), fields.confirmPassword);
}

async function acceptBoth(user: UserEvent) {
  await user.click(screen.getByRole('checkbox', { name: /Terms of Service/ }));
  await user.click(screen.getByRole('checkbox', { name: /Privacy Policy/ }));
}

const submit = () => screen.getByRole('button', { name: 'Register' });

const complete: Fields = {
  displayName: 'Anna',
  email: 'anna@example.com',
  password: 'violet-harbour-42',
  confirmPassword: 'violet-harbour-42',
};

describe('RegisterScreen', () => {
  // Loaded up front so the strength meter does not update after a test has finished.
  beforeAll(async () => {
    await loadPasswordChecker();
  });

  it('keeps the submit button disabled until both documents are accepted', async () => {
    const user = userEvent.setup();
    renderRoute(<RegisterScreen />, '/register');

    expect(submit()).toBeDisabled();
    expect(screen.getByText('You must accept the Terms of Service and Privacy Policy')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /Terms of Service/ }));
    expect(submit()).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /Privacy Policy/ }));
    expect(submit()).toBeEnabled();
  });

  it('links both documents in a new tab', () => {
    renderRoute(<RegisterScreen />, '/register');
    const terms = screen.getByRole('link', { name: 'Terms of Service' });
    expect(terms).toHaveAttribute('href', '/terms');
    expect(terms).toHaveAttribute('target', '_blank');
    expect(terms).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  });

  it('says "Fill in all fields" once when a text field is empty', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderRoute(<RegisterScreen />, '/register');

    await fill(user, { displayName: 'Anna', email: 'anna@example.com' });
    await acceptBoth(user);
    await user.click(submit());

    expect(await screen.findByText('Fill in all fields')).toBeInTheDocument();
    expect(screen.getByLabelText(field('Password'))).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says "Passwords do not match" when the confirmation differs', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderRoute(<RegisterScreen />, '/register');

    await fill(user, { ...complete, confirmPassword: 'violet-harbour-43' });
    await acceptBoth(user);
    await user.click(submit());

    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for at least 8 characters', async () => {
    const user = userEvent.setup();
    renderRoute(<RegisterScreen />, '/register');

    await fill(user, { ...complete, password: 'short', confirmPassword: 'short' });
    await acceptBoth(user);
    await user.click(submit());

    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
  });

  it('translates EMAIL_TAKEN to "Email already in use"', async () => {
    vi.stubGlobal('fetch', async () => jsonResponse(409, { error: 'Email is taken', code: 'EMAIL_TAKEN' }));
    const user = userEvent.setup();
    renderRoute(<RegisterScreen />, '/register');

    await fill(user, complete);
    await acceptBoth(user);
    await user.click(submit());

    expect(await screen.findByText('Email already in use')).toBeInTheDocument();
  });

  it('puts a too-common password on the password field', async () => {
    const details = [{ path: 'password', code: 'password_too_common', message: 'Too common' }];
    vi.stubGlobal('fetch', async () =>
      jsonResponse(400, { error: 'Invalid request', code: 'VALIDATION', details }),
    );
    const user = userEvent.setup();
    renderRoute(<RegisterScreen />, '/register');

    await fill(user, { ...complete, password: 'password1', confirmPassword: 'password1' });
    await acceptBoth(user);
    await user.click(submit());

    expect(
      await screen.findByText('This password is too common. Choose a less predictable one.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(field('Password'))).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the generic message when the server says nothing usable', async () => {
    vi.stubGlobal('fetch', async () => new Response('upstream down', { status: 502 }));
    const user = userEvent.setup();
    renderRoute(<RegisterScreen />, '/register');

    await fill(user, complete);
    await acceptBoth(user);
    await user.click(submit());

    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
  });

  it('sends the registration and goes to /jobs', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse(201, { token: 'tok-2', user: testUser }));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderRoute(
      [
        { path: '/register', element: <RegisterScreen /> },
        { path: '/jobs', element: <p>Jobs list</p> },
      ],
      '/register',
    );

    await fill(user, complete);
    await acceptBoth(user);
    await user.click(submit());

    expect(await screen.findByText('Jobs list')).toBeInTheDocument();
    const body = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)) as unknown;
    expect(body).toEqual({
      displayName: 'Anna',
      email: 'anna@example.com',
      password: 'violet-harbour-42',
      acceptTerms: true,
      acceptPrivacy: true,
      // The account's mails speak the language the form was filled in (DESIGN.md §14.0).
      language: 'en',
    });
  });
});
