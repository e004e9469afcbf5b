import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../../entities/auth/session-store.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { makeCompany } from '../../../test/companies.ts';
import { makeJob, testConfig } from '../../../test/jobs.ts';
import { jsonResponse, renderRoute, testUser } from '../../../test/render.tsx';
import { CreateJobScreen } from './create-job-screen.tsx';

const routes = [
  { path: '/create-job', element: <CreateJobScreen /> },
  { path: '/my-jobs', element: <h1>My jobs page</h1> },
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A field's label: its name and Mantine's required asterisk. */
const field = (name: string) => new RegExp(`^${escape(name)}\\s*\\*?$`);
const input = (name: string) => screen.getAllByLabelText(field(name))[0] as HTMLElement;

async function openForm(user: UserEvent) {
  const dialog = await screen.findByRole('dialog', { name: 'Before you post a job' });
  await user.click(within(dialog).getByRole('button', { name: 'Continue to the form' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

/** Pasting rather than typing keeps the long texts fast. */
async function paste(user: UserEvent, name: string, text: string) {
  await user.click(input(name));
  await user.paste(text);
}

/** Types into the searchable profession list and picks the option, as a person does. */
async function pickProfession(user: UserEvent, typed: string, option: string) {
  // A profession picked before shows its name in the box: a new search starts from an empty box.
  await user.clear(input('Category (profession)'));
  await paste(user, 'Category (profession)', typed);
  await user.click(await screen.findByRole('option', { name: option }));
}

async function fillValidJob(user: UserEvent) {
  await paste(user, 'Job title', 'Weekend barista');
  await pickProfession(user, 'bari', 'Barista');
  await user.selectOptions(input('Schedule'), 'shift');
  await user.selectOptions(input('Employment type'), 'part_time');
  await paste(user, 'Description', 'Make coffee on Saturdays and Sundays.\nWe train you.');
  await paste(user, 'Company', 'Coffee Lab');
  await paste(user, 'Address', 'Tverskaya 1, Moscow');
  // The coordinates wait behind their disclosure: most people pick a place by name instead.
  const byHand = screen.getByRole('button', { name: 'Set coordinates by hand' });
  if (byHand.getAttribute('aria-expanded') !== 'true') await user.click(byHand);
  await paste(user, 'Latitude', '55.7575');
  await paste(user, 'Longitude', '37.6136');
  await paste(user, 'Salary', '350');
  await user.selectOptions(input('Salary per'), 'hourly');
}

const submit = () => screen.getByRole('button', { name: 'Create the job' });

// A whole form filled in by a simulated user takes a few seconds in jsdom.
describe('CreateJobScreen', { timeout: 20_000 }, () => {
  beforeEach(() => session.signIn('tok', { ...testUser, country: 'RU' }));

  it('opens with the posting cost from the configuration and the four community requirements', async () => {
    fakeApi({
      'GET /api/config': () =>
        jsonResponse(200, { ...testConfig, price: { amount: 300, currency: 'RUB', approxUsd: 3 } }),
    });
    const user = userEvent.setup();
    const { location } = renderRoute(routes, '/create-job');

    const dialog = await screen.findByRole('dialog', { name: 'Before you post a job' });
    expect(await within(dialog).findByText('₽300 (about USD 3)')).toBeInTheDocument();
    const items = within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      'Correct company name and job title',
      'A truthful description of duties and requirements',
      'Contact information for feedback',
      "Compliance with the laws of your country and the platform's rules",
    ]);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { name: 'My jobs page' })).toBeInTheDocument();
    expect(location.pathname).toBe('/my-jobs');
  });

  it('checks the form before sending: required fields, lengths, the point and the requirements rule', async () => {
    const api = fakeApi({ 'GET /api/config': () => jsonResponse(200, testConfig) });
    const user = userEvent.setup();
    renderRoute(routes, '/create-job');
    await openForm(user);

    await paste(user, 'Job title', 'ab');
    await user.click(submit());

    expect(await screen.findByText('Enter 3 to 120 characters')).toBeInTheDocument();
    expect(input('Job title')).toHaveAttribute('aria-invalid', 'true');
    expect(input('Description')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('This field is required').length).toBeGreaterThanOrEqual(5);
    expect(screen.getByText('Choose the place on the map or enter its coordinates')).toBeInTheDocument();

    await user.clear(input('Job title'));
    await fillValidJob(user);
    // The currency is a list of ISO 4217 codes (no typing a wrong one); a new form starts in roubles
    // for an account without a country.
    expect(input('Currency')).toHaveValue('RUB — Russian Ruble');
    await user.click(submit());

    expect(
      await screen.findByText("Describe the requirements or tick 'no special requirements'"),
    ).toBeInTheDocument();
    expect(
      screen.queryByText('Choose the place on the map or enter its coordinates'),
    ).not.toBeInTheDocument();
    expect(input('Latitude')).toHaveAttribute('aria-invalid', 'false');
    expect(
      screen.getByText("Describe the requirements or tick 'no special requirements'"),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /api/jobs')).toHaveLength(0);
  });

  it('puts the server field errors on their fields', async () => {
    const details = [
      {
        path: 'requirements',
        code: 'custom',
        message: "Describe the requirements or tick 'no special requirements'",
      },
      { path: 'address', code: 'too_small', message: 'Too small' },
    ];
    const api = fakeApi({
      'GET /api/config': () => jsonResponse(200, testConfig),
      'POST /api/jobs': () =>
        jsonResponse(400, { error: 'requirements: invalid', code: 'VALIDATION', details }),
    });
    const user = userEvent.setup();
    const { location } = renderRoute(routes, '/create-job');
    await openForm(user);
    await fillValidJob(user);
    await paste(user, 'Requirements', 'Friendly and on time');
    await user.click(submit());

    expect(
      await screen.findByText("Describe the requirements or tick 'no special requirements'"),
    ).toBeInTheDocument();
    expect(input('Requirements')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Enter 3 to 300 characters')).toBeInTheDocument();
    expect(input('Address')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST /api/jobs')).toHaveLength(1);
    expect(location.pathname).toBe('/create-job');
  });

  it('creates the job, says so and goes to my jobs', async () => {
    const api = fakeApi({
      'GET /api/config': () => jsonResponse(200, testConfig),
      'POST /api/jobs': () =>
        jsonResponse(201, { job: makeJob({ status: 'draft', published: false }), warnings: [] }),
    });
    const user = userEvent.setup();
    const { location } = renderRoute(routes, '/create-job');
    await openForm(user);
    await fillValidJob(user);
    await user.click(screen.getByRole('checkbox', { name: 'No special requirements' }));
    await user.click(submit());

    expect(await screen.findByText('Job created')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'My jobs page' })).toBeInTheDocument();
    expect(location.pathname).toBe('/my-jobs');
    expect(api.callsTo('POST /api/jobs')[0]?.body).toEqual({
      title: 'Weekend barista',
      description: 'Make coffee on Saturdays and Sundays.\nWe train you.',
      companyName: 'Coffee Lab',
      companyType: null,
      industry: null,
      category: 'barista',
      categoryOther: null,
      address: 'Tverskaya 1, Moscow',
      lat: 55.7575,
      lng: 37.6136,
      salary: 350,
      salaryMax: null,
      salaryCurrency: 'RUB',
      salaryPeriod: 'hourly',
      paymentFrequency: null,
      monthlySalary: null,
      schedule: 'shift',
      employmentType: 'part_time',
      daysPerWeek: null,
      hoursPerDay: null,
      benefits: null,
      requirements: null,
      noSpecialRequirements: true,
      experience: 'none',
      companyId: null,
      answerWithinDays: 7,
      applyBy: null,
      questions: [],
      internship: null,
    });
  });

  // Issue 32: the employer asks screening questions, promises an answer and closes applications on a day.
  it('sends the screening questions, the answer promise and the last day to apply', async () => {
    const api = fakeApi({
      'GET /api/config': () => jsonResponse(200, testConfig),
      'POST /api/jobs': () =>
        jsonResponse(201, { job: makeJob({ status: 'draft', published: false }), warnings: [] }),
    });
    const user = userEvent.setup();
    renderRoute(routes, '/create-job');
    await openForm(user);
    await fillValidJob(user);
    await user.click(screen.getByRole('checkbox', { name: 'No special requirements' }));
    const days = input('Answer every applicant within (days)');
    await user.clear(days);
    await user.type(days, '5');
    await user.type(input('Last day to apply'), '2026-12-15');

    const add = screen.getByRole('button', { name: 'Add a question' });
    await user.click(add);
    await user.click(add);
    await user.click(submit());
    // An empty question is refused on its own input, before anything is sent.
    expect(input('Question 1')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST /api/jobs')).toHaveLength(0);

    await paste(user, 'Question 1', 'Can you work on Sundays?');
    await user.selectOptions(screen.getAllByLabelText('Answer')[0] as HTMLElement, 'yes_no');
    await user.click(screen.getAllByRole('checkbox', { name: 'Required' })[0] as HTMLElement);
    await paste(user, 'Question 2', 'Which coffee do you make best?');
    for (let more = 0; more < 3; more++) await user.click(add);
    expect(add).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove question 5' }));
    await user.click(screen.getByRole('button', { name: 'Remove question 4' }));
    await user.click(screen.getByRole('button', { name: 'Remove question 3' }));
    await user.click(submit());

    expect(await screen.findByText('Job created')).toBeInTheDocument();
    const body = api.callsTo('POST /api/jobs')[0]?.body as Record<string, unknown>;
    expect(body['answerWithinDays']).toBe(5);
    // The end of the chosen day where the owner is.
    expect(body['applyBy']).toBe(new Date('2026-12-15T23:59:59').toISOString());
    expect(body['questions']).toEqual([
      { text: 'Can you work on Sundays?', kind: 'yes_no', required: true },
      { text: 'Which coffee do you make best?', kind: 'text', required: false },
    ]);
  });

  // Issue 33: "no experience" must be true; the form runs the server's check as the owner types.
  it('warns before sending when a job marked "no experience" asks for experience, and sends the level', async () => {
    const api = fakeApi({
      'GET /api/config': () => jsonResponse(200, testConfig),
      'POST /api/jobs': () => jsonResponse(201, { job: makeJob(), warnings: [] }),
    });
    const user = userEvent.setup();
    renderRoute(routes, '/create-job');
    await openForm(user);
    await fillValidJob(user);
    const warning = /no experience is needed, but its text asks for experience/;
    expect(screen.queryByText(warning)).not.toBeInTheDocument();

    await paste(user, 'Requirements', '2+ years of experience behind a bar.');
    expect(await screen.findByText(warning)).toBeInTheDocument();
    // Saying what the job needs settles it; so would changing the words.
    await user.selectOptions(input('Experience'), '1_3');
    await waitFor(() => expect(screen.queryByText(warning)).not.toBeInTheDocument());
    await user.selectOptions(input('Experience'), 'none');
    expect(await screen.findByText(warning)).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'No special requirements' }));
    await waitFor(() => expect(screen.queryByText(warning)).not.toBeInTheDocument());

    await user.selectOptions(input('Experience'), 'under_1');
    await user.click(submit());
    await waitFor(() => expect(api.callsTo('POST /api/jobs')).toHaveLength(1));
    expect(api.callsTo('POST /api/jobs')[0]?.body).toMatchObject({ experience: 'under_1' });
  });

  it('offers "Other…" with a field for the owner words, required, and sends them', async () => {
    const api = fakeApi({
      'GET /api/config': () => jsonResponse(200, testConfig),
      'POST /api/jobs': () => jsonResponse(201, { job: makeJob(), warnings: [] }),
    });
    const user = userEvent.setup();
    renderRoute(routes, '/create-job');
    await openForm(user);
    await fillValidJob(user);
    // Issue 27 item 16: "Other…" is offered whatever was typed, beside the matches or alone.
    await user.clear(input('Category (profession)'));
    await paste(user, 'Category (profession)', 'bari');
    expect(await screen.findByRole('option', { name: 'Barista' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Other…' })).toBeInTheDocument();
    await pickProfession(user, 'Dog walker', 'Other…');
    await user.click(screen.getByRole('checkbox', { name: 'No special requirements' }));
    await user.click(submit());
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(api.callsTo('POST /api/jobs')).toHaveLength(0);

    await paste(user, 'The profession in your own words', 'Dog walker');
    await user.click(submit());
    await waitFor(() => expect(api.callsTo('POST /api/jobs')).toHaveLength(1), { timeout: 5000 });
    expect(api.callsTo('POST /api/jobs')[0]?.body).toMatchObject({
      category: 'other',
      categoryOther: 'Dog walker',
    });
  });

  it('starts with the company chosen last time, takes its name, and remembers a new choice', async () => {
    const bakery = makeCompany({ name: 'Bakery Brothers' });
    const lab = makeCompany({ name: 'Coffee Lab Ltd', role: 'recruiter' });
    window.localStorage.setItem('lastCompanyId', lab._id);
    const api = fakeApi({
      'GET /api/config': () => jsonResponse(200, testConfig),
      'GET /api/companies/my': () => jsonResponse(200, { items: [bakery, lab] }),
      'POST /api/jobs': () => jsonResponse(201, { job: makeJob(), warnings: [] }),
    });
    const user = userEvent.setup();
    renderRoute(routes, '/create-job');
    await openForm(user);

    const picker = screen.getByRole('combobox', { name: 'Company page' });
    await waitFor(() => expect(picker).toHaveValue(lab._id));
    // The name follows the company: shown, not typed.
    expect(input('Company')).toHaveValue('Coffee Lab Ltd');
    expect(input('Company')).toHaveAttribute('readonly');

    await user.selectOptions(picker, bakery._id);
    expect(window.localStorage.getItem('lastCompanyId')).toBe(bakery._id);
    expect(input('Company')).toHaveValue('Bakery Brothers');

    await paste(user, 'Job title', 'Weekend baker');
    await pickProfession(user, 'bari', 'Barista');
    await user.selectOptions(input('Schedule'), 'shift');
    await user.selectOptions(input('Employment type'), 'part_time');
    await paste(user, 'Description', 'Bake bread on Saturdays.');
    await paste(user, 'Address', 'Tverskaya 1, Moscow');
    await user.click(screen.getByRole('button', { name: 'Set coordinates by hand' }));
    await paste(user, 'Latitude', '55.7575');
    await paste(user, 'Longitude', '37.6136');
    await user.click(screen.getByRole('checkbox', { name: 'No special requirements' }));
    await user.click(submit());

    await waitFor(() => expect(api.callsTo('POST /api/jobs')).toHaveLength(1), { timeout: 5000 });
    const body = api.callsTo('POST /api/jobs')[0]?.body as Record<string, unknown>;
    expect(body['companyId']).toBe(bakery._id);
    // The server sets the company's name; the form does not send one.
    expect(body).not.toHaveProperty('companyName');
  });
});
