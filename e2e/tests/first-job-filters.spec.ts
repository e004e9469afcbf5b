import { expect, test } from '@playwright/test';
import { createAccount, liveJob, newPage, shot, signIn } from './support.ts';

// Issue 33's journey, in Russian on a phone: a first-job seeker filters paid internships that ask for
// no experience, posted this week; hides a company, whose jobs then leave the search and the saved
// search; and opens a recommendation after seeing why it was recommended.

const PHONE = { width: 360, height: 740 };
// Tomsk and tour guides: no other journey posts there or that, so what is recommended is this one's.
const TOMSK = { lat: 56.4846, lng: 84.9476 };

test.use({ viewport: PHONE });

test('filter paid internships without experience this week, hide a company, open a recommendation (ru, phone)', async ({
  page,
  browser,
  request,
}) => {
  const word = `стажгид${Date.now()}`;
  const recruiter = await createAccount(request, { confirmed: true });
  const company = await request.post('/api/companies', {
    data: { name: `Квокка ${word}` },
    headers: { authorization: `Bearer ${recruiter.token}` },
  });
  expect(company.status()).toBe(201);
  const companyId = ((await company.json()) as { company: { _id: string } }).company._id;
  const other = await createAccount(request);
  const internship = (paid: boolean) => ({
    employmentType: 'internship',
    experience: 'none',
    category: 'tour_guide',
    address: 'проспект Ленина 36, Томск',
    lat: TOMSK.lat,
    lng: TOMSK.lng,
    internship: { paid, durationWeeks: 8, mentor: true, offerPossible: false },
  });
  const hiddenTitle = `Стажёр-экскурсовод в Квокке ${word}`;
  const keptTitle = `Стажёр-экскурсовод у реки ${word}`;
  const unpaidTitle = `Стажёр без оплаты ${word}`;
  const experiencedTitle = `Экскурсовод с опытом ${word}`;
  await liveJob(request, page, recruiter, hiddenTitle, { ...internship(true), companyId });
  const keptId = await liveJob(request, page, other, keptTitle, {
    ...internship(true),
    description: `Научим водить экскурсии по старому городу с первого дня. ${word}`,
  });
  await liveJob(request, page, other, unpaidTitle, internship(false));
  await liveJob(request, page, other, experiencedTitle, {
    ...internship(true),
    experience: '1_3',
  });

  // The seeker's CV (the professions and the city recommendations read) and a saved search.
  const seeker = await createAccount(request);
  const auth = { authorization: `Bearer ${seeker.token}` };
  const cv = await request.put('/api/resumes/me', {
    data: { desiredCategories: ['Экскурсовод'], city: { name: 'Томск', ...TOMSK }, phone: '+79161234567' },
    headers: auth,
  });
  expect(cv.status()).toBe(200);
  const alert = await request.post('/api/alerts', {
    data: { name: 'Стажировки', query: { q: word, experience: 'none', paid: true }, frequency: 'daily' },
    headers: auth,
  });
  expect(alert.status()).toBe(201);
  const alertId = ((await alert.json()) as { alert: { id: string } }).alert.id;

  const phone = await newPage(browser);
  await phone.setViewportSize(PHONE);
  await signIn(phone, seeker);
  await phone.goto(`/jobs?lng=ru&q=${encodeURIComponent(word)}`);
  await expect(phone.getByRole('link', { name: unpaidTitle })).toBeVisible();

  await phone.getByRole('button', { name: 'Фильтры', exact: true }).click();
  await phone.getByRole('combobox', { name: 'Опыт работы' }).selectOption({ label: 'Без опыта' });
  await phone.getByRole('combobox', { name: 'Опубликовано' }).selectOption({ label: 'За неделю' });
  await phone.getByRole('switch', { name: 'Оплачиваемые стажировки' }).check();
  await expect(phone).toHaveURL(/experience=none/);
  await expect(phone).toHaveURL(/postedWithinDays=7/);
  await expect(phone).toHaveURL(/paid=true/);
  await phone.keyboard.press('Escape');
  const searchUrl = phone.url();
  await expect(phone.getByRole('link', { name: hiddenTitle })).toBeVisible();
  await expect(phone.getByRole('link', { name: keptTitle })).toBeVisible();
  await expect(phone.getByRole('link', { name: unpaidTitle })).toHaveCount(0);
  await expect(phone.getByRole('link', { name: experiencedTitle })).toHaveCount(0);
  await shot(phone, 'first-job-filters-phone-ru');

  // Hide the company from its job's page.
  await phone.getByRole('link', { name: hiddenTitle }).click();
  await phone.getByRole('button', { name: 'Скрыть', exact: true }).click();
  await phone.getByRole('menuitem', { name: `Скрыть все вакансии «Квокка ${word}»` }).click();
  await expect(phone.getByText(`Вы скрыли «Квокка ${word}»`)).toBeVisible();
  await shot(phone, 'hidden-company-phone-ru');

  // Its jobs are gone from the same search, and the one seen before says so.
  await phone.goto(searchUrl);
  await expect(phone.getByRole('link', { name: keptTitle })).toBeVisible();
  await expect(phone.getByRole('link', { name: hiddenTitle })).toHaveCount(0);

  // …and from the saved search: a new job of the company matches no more, while another employer's
  // job published after it does (the matching runs after the publication's commit, so wait for it).
  const laterTitle = `Ещё стажёр в Квокке ${word}`;
  const controlTitle = `Стажёр-экскурсовод в парке ${word}`;
  await liveJob(request, page, recruiter, laterTitle, { ...internship(true), companyId });
  await liveJob(request, page, other, controlTitle, internship(true));
  const matchedTitles = async () => {
    const matches = await request.get(`/api/alerts/${alertId}/jobs`, { headers: auth });
    expect(matches.status()).toBe(200);
    return ((await matches.json()) as { items: { title: string }[] }).items.map((job) => job.title);
  };
  await expect.poll(matchedTitles).toContain(controlTitle);
  const titles = await matchedTitles();
  expect(titles).not.toContain(laterTitle);
  expect(titles).not.toContain(hiddenTitle);

  // The dashboard recommends the other internship and says why; the hidden company's are not there.
  await phone.goto('/dashboard');
  const panel = phone.getByRole('region', { name: 'Рекомендуем вам' });
  const recommended = panel.getByRole('listitem').filter({ hasText: keptTitle });
  await expect(recommended.getByText('Ваша профессия')).toBeVisible();
  await expect(recommended.getByText('Рядом с вами')).toBeVisible();
  await expect(panel.getByRole('link', { name: hiddenTitle })).toHaveCount(0);
  await recommended.scrollIntoViewIfNeeded();
  await shot(phone, 'recommendations-phone-ru');
  await recommended.getByRole('link', { name: keptTitle }).click();
  await expect(phone).toHaveURL(new RegExp(`/jobs/${keptId}$`));
  await expect(phone.getByRole('heading', { level: 1, name: keptTitle })).toBeVisible();

  // The profile lists what was hidden, to show it again.
  await phone.goto('/profile#hidden');
  const hidden = phone.getByRole('region', { name: 'Скрытое' });
  await expect(hidden.getByText(`Квокка ${word}`)).toBeVisible();
  await shot(phone, 'hidden-list-phone-ru');
  await hidden.getByRole('button', { name: `Показывать снова: Квокка ${word}` }).click();
  await expect(hidden.getByText('Вы ничего не скрывали.', { exact: false })).toBeVisible();
  await phone.goto(searchUrl);
  await expect(phone.getByRole('link', { name: hiddenTitle })).toBeVisible();

  // The public listing offers the same two filters to visitors without an account, without JavaScript.
  const visitor = await (
    await browser.newContext({ viewport: PHONE, javaScriptEnabled: false, locale: 'ru-RU' })
  ).newPage();
  await visitor.goto('/vacancies?profession=tour_guide');
  const kinds = visitor.getByRole('navigation', { name: 'Для первой работы' });
  await kinds.getByRole('link', { name: 'Оплачиваемые стажировки' }).click();
  await expect(visitor).toHaveURL(/paid=true/);
  await visitor
    .getByRole('navigation', { name: 'Для первой работы' })
    .getByRole('link', { name: 'Без опыта' })
    .click();
  await expect(visitor).toHaveURL(/experience=none/);
  await expect(visitor.getByRole('link', { name: keptTitle })).toBeVisible();
  await expect(visitor.getByRole('link', { name: unpaidTitle })).toHaveCount(0);
  await expect(visitor.getByRole('link', { name: experiencedTitle })).toHaveCount(0);
  const overflow = await visitor.evaluate(
    () => (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await shot(visitor, 'public-listing-first-job-phone-ru');
});
