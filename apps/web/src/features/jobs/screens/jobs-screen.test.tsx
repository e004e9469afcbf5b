import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../entities/auth/session-store.ts';
import { fakeApi, inTurn, type FakeCall } from '../../../test/fake-api.ts';
import { makeJob, testConfig } from '../../../test/jobs.ts';
import { jsonResponse, renderRoute, testUser } from '../../../test/render.tsx';
import { JobsScreen, PHONE_QUERY } from './jobs-screen.tsx';

const page = (items = [makeJob()], total = items.length, nextCursor: string | null = null) =>
  jsonResponse(200, { items, total, totalCapped: false, nextCursor });

const config = () => jsonResponse(200, testConfig);

/** Russia's largest place (Moscow), what the first page is ordered from for a reader from RU. */
const COUNTRY_POINT = { lat: '55.75', lng: '37.62' };

/** The query string of a search request, as a plain object. */
const sent = (call: FakeCall | undefined) => Object.fromEntries(call?.url.searchParams ?? []);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const field = (name: string) => new RegExp(`^${escape(name)}\\s*\\*?$`);

// Debounced typing and a lazy map: a few seconds per test when the suite runs in parallel.
describe('JobsScreen', { timeout: 15_000 }, () => {
  beforeEach(() => session.signIn('tok', { ...testUser, country: 'RU' }));

  it('reads the whole search from the URL and sends it to /api/jobs', async () => {
    const api = fakeApi({
      'GET /api/config': config,
      'GET /api/jobs': () => page([makeJob({ title: 'Night barista', distanceKm: 2.5 })], 1),
    });
    renderRoute(
      <JobsScreen />,
      '/jobs?q=barista&sort=date&lat=55.75&lon=37.61&radiusKm=5&category=barista&schedule=shift&employmentType=internship&experience=none&postedWithinDays=3&salaryMin=30000',
    );

    expect(await screen.findByRole('link', { name: 'Night barista' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/jobs\/[\w-]+$/),
    );
    expect(sent(api.callsTo('GET /api/jobs')[0])).toEqual({
      q: 'barista',
      sort: 'date',
      lat: '55.75',
      lng: '37.61',
      radiusKm: '5',
      category: 'barista',
      schedule: 'shift',
      employmentType: 'internship',
      experience: 'none',
      postedWithinDays: '3',
      salaryMin: '30000',
    });
    expect(screen.getByRole('searchbox', { name: 'Search jobs' })).toHaveValue('barista');
    expect(screen.getByLabelText('Sort')).toHaveValue('date');
    expect(screen.getByLabelText('Schedule')).toHaveValue('shift');
    expect(screen.getByLabelText('Employment type')).toHaveValue('internship');
    expect(screen.getByLabelText('Experience')).toHaveValue('none');
    expect(screen.getByLabelText('Posted')).toHaveValue('3');
    // Each card says what experience the job asks for.
    expect(within(screen.getByRole('article')).getByText('No experience needed')).toBeInTheDocument();
    expect(screen.getByLabelText('Radius, km')).toHaveValue('5');
    expect(screen.getByText('Point: 55.75, 37.61')).toBeInTheDocument();
    expect(screen.getByText('1 job found')).toBeInTheDocument();
    expect(screen.getByText(/2\.5 km away/)).toBeInTheDocument();
    expect(screen.getByText('₽350 per hour')).toBeInTheDocument();
  });

  // Issue 33 items 2 and 3: the paid-internships and with-salary switches live in the URL; a card says
  // "Paid internship" and shows a salary range.
  it('reads paid and withSalary from the URL, sends them, and shows a paid internship with its range', async () => {
    const api = fakeApi({
      'GET /api/config': config,
      'GET /api/jobs': () =>
        page([
          makeJob({
            title: 'Barista intern',
            employmentType: 'internship',
            salary: 1000,
            salaryMax: 1500,
            salaryCurrency: 'EUR',
            salaryPeriod: 'monthly',
            internship: {
              paid: true,
              stipend: null,
              startDate: null,
              durationWeeks: 12,
              mentor: true,
              offerPossible: false,
              learn: null,
            },
          }),
        ]),
    });
    const user = userEvent.setup();
    const { location } = renderRoute(<JobsScreen />, '/jobs?paid=true&withSalary=true');

    const card = await screen.findByRole('article');
    expect(within(card).getByText('Paid internship')).toBeInTheDocument();
    expect(within(card).getByText('€1,000 – €1,500 per month')).toBeInTheDocument();
    expect(sent(api.callsTo('GET /api/jobs')[0])).toMatchObject({ paid: 'true', withSalary: 'true' });
    const toggle = screen.getByRole('switch', { name: 'Paid internships' });
    expect(toggle).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Salary stated' })).toBeChecked();
    await user.click(toggle);
    await waitFor(() => expect(location.search).not.toContain('paid'));
    expect(location.search).toContain('withSalary=true');
  });

  it('orders a bare /jobs from the country chosen at sign-up, says so, and lets it go', async () => {
    const api = fakeApi({ 'GET /api/config': config, 'GET /api/jobs': () => page([], 0) });
    const user = userEvent.setup();
    const { location } = renderRoute(<JobsScreen />, '/jobs');

    expect(await screen.findByText('No jobs here yet')).toBeInTheDocument();
    // Russia's largest place, nearest first, no radius: nothing is filtered out.
    expect(sent(api.callsTo('GET /api/jobs')[0])).toEqual(COUNTRY_POINT);
    expect(location.search).toBe('');
    expect(screen.getByText('0 jobs found')).toBeInTheDocument();
    expect(screen.getByText('Nearest to Russia first')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Search everywhere' }));
    await waitFor(() => expect(location.search).toBe('?near=off'));
    await waitFor(() => expect(sent(api.calls.at(-1))).toEqual({}));
    expect(screen.queryByText('Nearest to Russia first')).not.toBeInTheDocument();
  });

  it('sends nothing but the defaults for a bare /jobs when no country is known', async () => {
    session.signIn('tok', { ...testUser, country: null });
    const api = fakeApi({ 'GET /api/config': config, 'GET /api/jobs': () => page([], 0) });
    renderRoute(<JobsScreen />, '/jobs');

    expect(await screen.findByText('No jobs here yet')).toBeInTheDocument();
    expect(sent(api.callsTo('GET /api/jobs')[0])).toEqual({});
    // An empty board offers what can be done: an alert for the first jobs, or posting one.
    expect(screen.getByRole('button', { name: 'Save this search' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Post a job' })).toHaveAttribute('href', '/create-job');
    expect(screen.queryByText(/Nearest to/)).not.toBeInTheDocument();
  });

  it('writes typing (after a pause) and filters to the URL, and searches again', async () => {
    const api = fakeApi({ 'GET /api/config': config, 'GET /api/jobs': () => page() });
    const user = userEvent.setup();
    const { location } = renderRoute(<JobsScreen />, '/jobs');
    await screen.findByText('1 job found');

    await user.type(screen.getByRole('searchbox', { name: 'Search jobs' }), 'cashier');
    await waitFor(() => expect(location.search).toBe('?q=cashier'));
    await user.selectOptions(screen.getByLabelText('Schedule'), 'remote');
    await user.selectOptions(screen.getByLabelText('Sort'), 'date');
    await user.type(screen.getByLabelText('Salary from'), '40000');

    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(location.search))).toEqual({
        q: 'cashier',
        schedule: 'remote',
        sort: 'date',
        salaryMin: '40000',
      }),
    );
    await waitFor(() =>
      expect(sent(api.calls.at(-1))).toEqual({
        q: 'cashier',
        schedule: 'remote',
        sort: 'date',
        salaryMin: '40000',
        ...COUNTRY_POINT,
      }),
    );
    // One request per settled search, not one per keystroke.
    expect(api.callsTo('GET /api/jobs').some((call) => call.url.searchParams.get('q') === 'c')).toBe(false);
  });

  it('sends a radius only with a point and refuses an invalid one with a message', async () => {
    const api = fakeApi({ 'GET /api/config': config, 'GET /api/jobs': () => page() });
    const user = userEvent.setup();
    const { location } = renderRoute(<JobsScreen />, '/jobs?radiusKm=5');
    await screen.findByText('1 job found');

    expect(sent(api.callsTo('GET /api/jobs')[0])).toEqual(COUNTRY_POINT);
    expect(screen.getByText('Choose a point to search within this radius.')).toBeInTheDocument();
    // No example number that reads as a 2 km filter: an empty radius says it filters nothing.
    expect(screen.getByLabelText('Radius, km')).toHaveAttribute('placeholder', 'Any distance');

    // Enter on the focused map chooses its centre: the map opens on the reader's country.
    const map = await screen.findByRole('application', { name: 'Map for choosing the search point' });
    map.focus();
    fireEvent.keyDown(map, { key: 'Enter' });
    await waitFor(() => expect(location.search).toBe('?radiusKm=5&lat=52.72&lon=81.25'));
    await waitFor(() =>
      expect(sent(api.calls.at(-1))).toEqual({ lat: '52.72', lng: '81.25', radiusKm: '5' }),
    );

    const radius = screen.getByLabelText('Radius, km');
    await user.clear(radius);
    await user.type(radius, '1001');
    expect(
      await screen.findByText('Enter a radius greater than 0 and no more than 1,000 km'),
    ).toBeInTheDocument();
    expect(radius).toHaveAttribute('aria-invalid', 'true');
    // The URL keeps valid values only: the radius falls back to none, the box keeps what was typed.
    await waitFor(() => expect(location.search).toBe('?lat=52.72&lon=81.25'));
    await waitFor(() => expect(sent(api.calls.at(-1))).toEqual({ lat: '52.72', lng: '81.25' }));
    expect(radius).toHaveValue('1001');

    // A reset empties the box too, though the URL had no radius left to clear.
    await user.click(screen.getByRole('button', { name: 'Reset filters' }));
    await waitFor(() => expect(location.search).toBe(''));
    expect(screen.getByLabelText('Radius, km')).toHaveValue('');
    expect(
      screen.queryByText('Enter a radius greater than 0 and no more than 1,000 km'),
    ).not.toBeInTheDocument();
  });

  it('reads values it cannot use as the defaults and sends none of them', async () => {
    const api = fakeApi({ 'GET /api/config': config, 'GET /api/jobs': () => page() });
    renderRoute(
      <JobsScreen />,
      '/jobs?sort=newest&lat=95&lon=37.61&radiusKm=-3&schedule=night&employmentType=any&salaryMin=12abc',
    );
    await screen.findByText('1 job found');

    expect(sent(api.callsTo('GET /api/jobs')[0])).toEqual(COUNTRY_POINT);
    expect(screen.getByLabelText('Sort')).toHaveValue('default');
    expect(screen.getByLabelText('Schedule')).toHaveValue('');
    expect(screen.getByLabelText('Employment type')).toHaveValue('');
    expect(screen.getByLabelText('Radius, km')).toHaveValue('');
    expect(screen.getByLabelText('Salary from')).toHaveValue('');
    expect(screen.getByText('No point chosen yet')).toBeInTheDocument();
  });

  it('chooses the point where the map is clicked and clears it again', async () => {
    fakeApi({ 'GET /api/config': config, 'GET /api/jobs': () => page() });
    const user = userEvent.setup();
    const { location } = renderRoute(<JobsScreen />, '/jobs');
    await screen.findByText('1 job found');

    // jsdom lays nothing out: the click lands near the map's starting centre (the user's country).
    fireEvent.click(await screen.findByRole('application', { name: 'Map for choosing the search point' }));
    await waitFor(() => expect(location.search).toMatch(/^\?lat=-?\d+\.\d+&lon=-?\d+\.\d+$/));
    const params = new URLSearchParams(location.search);
    expect(screen.getByText(`Point: ${params.get('lat')}, ${params.get('lon')}`)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear the point' }));
    await waitFor(() => expect(location.search).toBe(''));
  });

  it('sets the point from the browser location and says so when it is refused', async () => {
    fakeApi({ 'GET /api/config': config, 'GET /api/jobs': () => page() });
    let refuse = false;
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: {
        getCurrentPosition: (success: PositionCallback, failure: PositionErrorCallback) => {
          if (refuse) failure({ code: 1, message: 'denied' } as GeolocationPositionError);
          else success({ coords: { latitude: 59.93428, longitude: 30.335099 } } as GeolocationPosition);
        },
      },
    });
    const user = userEvent.setup();
    const { location } = renderRoute(<JobsScreen />, '/jobs');
    await screen.findByText('1 job found');

    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    await waitFor(() => expect(location.search).toBe('?lat=59.9343&lon=30.3351'));
    expect(screen.getByText('Point: 59.9343, 30.3351')).toBeInTheDocument();

    refuse = true;
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Location access was refused');
  });

  // Issue 27 item 16: a card says when the job went live as people say it, the exact moment kept.
  it('dates each result as people say it ("Published yesterday"), the exact moment in its <time>', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-20T12:30:00.000Z') });
    try {
      const yesterday = '2026-11-19T12:00:00.000Z';
      const today = '2026-11-20T12:10:00.000Z';
      const older = '2026-11-01T09:00:00.000Z';
      const jobs = [
        makeJob({ _id: crypto.randomUUID(), title: 'Yesterday barista', publishedAt: yesterday }),
        makeJob({ _id: crypto.randomUUID(), title: 'Today courier', publishedAt: today }),
        makeJob({ _id: crypto.randomUUID(), title: 'Older cashier', publishedAt: older }),
      ];
      fakeApi({ 'GET /api/config': config, 'GET /api/jobs': () => page(jobs) });
      renderRoute(<JobsScreen />, '/jobs');

      // A card shows the moment alone ("Yesterday"); screen readers hear "Published yesterday".
      await screen.findByText('Published yesterday');
      const recent = screen
        .getAllByTitle(/November (19|20), 2026/)
        .find((element) => element.getAttribute('datetime') === yesterday);
      if (!recent) throw new Error('no <time> of yesterday');
      expect(recent.tagName).toBe('TIME');
      expect(recent).toHaveAttribute('datetime', yesterday);
      expect(within(recent).getByText('Yesterday')).toHaveAttribute('aria-hidden', 'true');
      expect(within(recent).getByText('Published yesterday')).toBeInTheDocument();
      expect(screen.getByText('Today')).toBeInTheDocument();
      expect(screen.getByText('Published today')).toBeInTheDocument();
      // Past a week the date itself reads better than "19 days ago".
      expect(screen.getByText('November 1, 2026')).toBeInTheDocument();
      expect(screen.getByText('Published November 1, 2026')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('loads the next page by its cursor', async () => {
    const api = fakeApi({
      'GET /api/config': config,
      'GET /api/jobs': inTurn(
        () => page([makeJob({ title: 'First' })], 2, 'next-1'),
        () => page([makeJob({ title: 'Second' })], 2, null),
      ),
    });
    const user = userEvent.setup();
    renderRoute(<JobsScreen />, '/jobs?q=coffee');

    await screen.findByRole('link', { name: 'First' });
    expect(screen.getByText('2 jobs found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));

    expect(await screen.findByRole('link', { name: 'Second' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'First' })).toBeInTheDocument();
    expect(sent(api.callsTo('GET /api/jobs')[1])).toEqual({
      q: 'coffee',
      cursor: 'next-1',
      ...COUNTRY_POINT,
    });
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('resets every filter at once', async () => {
    fakeApi({ 'GET /api/config': config, 'GET /api/jobs': () => page() });
    const user = userEvent.setup();
    const { location } = renderRoute(<JobsScreen />, '/jobs?q=tea&schedule=shift&lat=1&lon=2&radiusKm=3');
    await screen.findByText('1 job found');

    await user.click(screen.getByRole('button', { name: 'Reset filters' }));

    await waitFor(() => expect(location.search).toBe(''));
    expect(screen.getByRole('searchbox', { name: 'Search jobs' })).toHaveValue('');
    expect(screen.getByLabelText('Schedule')).toHaveValue('');
    expect(screen.getByLabelText('Radius, km')).toHaveValue('');
    expect(screen.getByText('No point chosen yet')).toBeInTheDocument();
  });

  it('shows an error with a retry', async () => {
    fakeApi({
      'GET /api/config': config,
      'GET /api/jobs': inTurn(
        () => jsonResponse(400, { error: 'Bad query', code: 'VALIDATION' }),
        () => page([makeJob({ title: 'Back again' })]),
      ),
    });
    const user = userEvent.setup();
    renderRoute(<JobsScreen />, '/jobs');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The jobs could not be loaded')).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('link', { name: 'Back again' })).toBeInTheDocument();
  });

  it('labels the search fields', async () => {
    fakeApi({ 'GET /api/config': config, 'GET /api/jobs': () => page() });
    renderRoute(<JobsScreen />, '/jobs');
    await screen.findByText('1 job found');
    for (const name of [
      'Category (profession)',
      'Schedule',
      'Employment type',
      'Experience',
      'Posted',
      'Salary from',
      'Radius, km',
    ]) {
      // The profession list is named by the same label, hence "all".
      expect(screen.getAllByLabelText(field(name))[0]).toBeInTheDocument();
    }
  });

  describe('on a phone', () => {
    beforeEach(() => {
      const desktop = window.matchMedia;
      vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({
        ...desktop(query),
        matches: query === PHONE_QUERY,
      }));
    });
    afterEach(() => vi.restoreAllMocks());

    it('puts the results under the words and one Filters button, the rest in a drawer that keeps the URL', async () => {
      fakeApi({ 'GET /api/config': config, 'GET /api/jobs': () => page() });
      const user = userEvent.setup();
      const { location } = renderRoute(<JobsScreen />, '/jobs?schedule=shift&radiusKm=5&lat=55.75&lon=37.61');
      await screen.findByText('1 job found');

      // Only the words and the button above the results; nothing of the filters is on the page.
      const search = screen.getByRole('search');
      expect(within(search).getByRole('searchbox', { name: 'Search jobs' })).toBeInTheDocument();
      expect(screen.queryByLabelText('Where')).not.toBeInTheDocument();
      expect(screen.queryByLabelText('Schedule')).not.toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Filters' })).not.toBeInTheDocument();
      // Place, radius and schedule: three set, said in the button's name.
      const open = within(search).getByRole('button', { name: 'Filters, 3 active' });
      expect(open).toHaveAttribute('aria-expanded', 'false');
      // Saving the search is a named bell beside the total.
      expect(screen.getByRole('button', { name: 'Save this search' })).toBeInTheDocument();

      await user.click(open);
      const drawer = await screen.findByRole('dialog', { name: 'Filters' });
      expect(within(drawer).getByLabelText('Schedule')).toHaveValue('shift');
      expect(within(drawer).getByLabelText('Radius, km')).toHaveValue('5');
      await user.selectOptions(within(drawer).getByLabelText('Employment type'), 'internship');
      await waitFor(() => expect(location.search).toContain('employmentType=internship'));
      await user.click(within(drawer).getByRole('button', { name: 'Show results' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(screen.getByRole('button', { name: 'Filters, 4 active' })).toBeInTheDocument();
    });
  });
});
