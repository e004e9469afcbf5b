import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../entities/auth/session-store.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { jsonResponse, renderRoute, testUser } from '../../../test/render.tsx';
import { ProfileScreen } from './profile-screen.tsx';

const exported = {
  exportedAt: '2026-11-25T08:30:00.000Z',
  account: {
    ...testUser,
    emailVerifiedAt: null,
    termsAcceptedAt: testUser.createdAt,
    privacyAcceptedAt: testUser.createdAt,
  },
  sessions: [],
  emailVerifications: [],
  jobs: [],
  applicationsSent: [],
  applicationsReceived: [],
  favorites: [],
  hidden: { jobs: [], companies: [], owners: [] },
  conversations: [],
  reports: [],
  payments: [],
  jobViews: [],
  moderation: [],
  supportRequests: [],
  alerts: [],
  resume: null,
  notificationSettings: {
    applicationReceived: true,
    applicationStatus: true,
    messageUnread: true,
    answerDue: true,
    alertDigests: true,
  },
  deliveries: [],
  messageTemplates: [],
  companyMemberships: [],
};

// The mail settings section loads its switches on every visit (mail-settings-section.test.tsx).
const mailSettings = {
  'GET /api/users/me/notifications': () =>
    jsonResponse(200, {
      settings: {
        applicationReceived: true,
        applicationStatus: true,
        messageUnread: true,
        answerDue: true,
        alertDigests: true,
      },
    }),
};

interface SavedLink {
  href: string;
  download: string;
  inDocument: boolean;
}

// jsdom neither makes object URLs nor downloads: both are stood in for at the browser's edge.
const originals = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
let blobs: Blob[];
let clicks: SavedLink[];
let revokeObjectURL: ReturnType<typeof vi.fn<(url: string) => void>>;

beforeEach(() => {
  session.signIn('tok', testUser);
  blobs = [];
  clicks = [];
  revokeObjectURL = vi.fn<(url: string) => void>();
  URL.createObjectURL = (blob: Blob) => {
    blobs.push(blob);
    return `blob:debut/${blobs.length}`;
  };
  URL.revokeObjectURL = revokeObjectURL;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicks.push({
      href: this.getAttribute('href') ?? '',
      download: this.download,
      inDocument: document.body.contains(this),
    });
  });
});

afterEach(() => {
  URL.createObjectURL = originals.create;
  URL.revokeObjectURL = originals.revoke;
});

describe('ProfileScreen: download my data', () => {
  it('fetches the export with the bearer token and saves it as a dated JSON file', async () => {
    let answer: (response: Response) => void = () => undefined;
    const api = fakeApi({
      ...mailSettings,
      'GET /api/users/me/export': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const actor = userEvent.setup();
    renderRoute([{ path: '/profile', element: <ProfileScreen /> }], '/profile');

    expect(screen.getByText(/A JSON file with everything your account holds/)).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Download my data' });
    await actor.click(button);

    // Busy while the file is being made: the button cannot start a second download.
    expect(button).toHaveAttribute('data-loading', 'true');
    expect(button).toBeDisabled();
    answer(jsonResponse(200, exported));

    await vi.waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:debut/1'));
    expect(button).not.toBeDisabled();
    expect(clicks).toEqual([
      { href: 'blob:debut/1', download: 'debut-data-2026-11-25.json', inDocument: true },
    ]);
    // The link was only there for the click.
    // eslint-disable-next-line testing-library/no-node-access -- never shown, so only the DOM can tell it is gone
    expect(document.querySelector('a[download]')).toBeNull();
    expect(blobs[0]?.type).toBe('application/json');
    expect(JSON.parse(await (blobs[0] as Blob).text())).toEqual(exported);

    const [call] = api.callsTo('GET /api/users/me/export');
    expect(call).toBeDefined();
    const init = vi.mocked(fetch).mock.calls.find(([input]) => String(input).endsWith('/export'))?.[1];
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer tok');
  });

  it('says why when the download fails, and saves nothing', async () => {
    fakeApi({
      ...mailSettings,
      'GET /api/users/me/export': () =>
        jsonResponse(429, { error: 'Too many requests. Please try again later.', code: 'RATE_LIMITED' }),
    });
    const actor = userEvent.setup();
    renderRoute([{ path: '/profile', element: <ProfileScreen /> }], '/profile');

    await actor.click(screen.getByRole('button', { name: 'Download my data' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not download your data: Too many attempts. Please wait a little and try again.',
    );
    expect(clicks).toEqual([]);
    expect(blobs).toEqual([]);
    expect(screen.getByRole('button', { name: 'Download my data' })).not.toBeDisabled();
  });
});
