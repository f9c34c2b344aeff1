import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { createConfirmedAccount, demoPassword, logIn } from './session';

const teacherEmail = 'nauczyciel@zadania.local';
const teacherName = 'Anna Nowak';

/** The Warsaw calendar date `days` from today, 'YYYY-MM-DD'. */
const warsawDate = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(new Date(Date.now() + days * 86_400_000));
const weekdayOf = (date: string) =>
  new Intl.DateTimeFormat('pl-PL', { weekday: 'long', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
const polishDate = (date: string) => `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;

async function apiToken(request: APIRequestContext, email: string, password = demoPassword) {
  const response = await request.post('/api/auth/login', { data: { email, password } });
  expect(response.status()).toBe(200);
  return (await response.json()).token as string;
}

async function openAs(browser: Browser, email: string, password = demoPassword): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await logIn(page, email, password);
  return page;
}

/** The calendar's week view shows the week of `date` (Monday to Sunday): next week when `date` falls after today's. */
async function showWeekOf(page: Page, date: string) {
  await page.goto('/account/calendar');
  const todayIso = new Date(`${warsawDate(0)}T12:00:00Z`).getUTCDay() || 7;
  const daysAhead = Math.round(
    (Date.parse(`${date}T12:00:00Z`) - Date.parse(`${warsawDate(0)}T12:00:00Z`)) / 86_400_000,
  );
  if (todayIso + daysAhead > 7) await page.getByRole('button', { name: 'Następny' }).click();
}

test('a teacher sets an offer and weekly availability; a student books and pays a lesson; both see it in their calendars; a second student cannot take the same time', async ({
  browser,
  request,
}) => {
  const slotDate = warsawDate(2);
  const slotText = `Co tydzień, ${weekdayOf(slotDate)} 10:00–12:00, od ${polishDate(slotDate)}`;

  // The teacher prices the 60-minute lesson at 85 zł and opens Saturday-like mornings every week.
  const teacher = await openAs(browser, teacherEmail);
  await teacher.goto('/account/tutoring');
  await teacher.getByRole('textbox', { name: 'Wariant 1: Cena (zł)' }).fill('85,00');
  await teacher.getByRole('button', { name: 'Zapisz ofertę' }).click();
  await expect(teacher.getByText('Zaktualizowano!').first()).toBeVisible();

  await teacher.getByRole('button', { name: 'Dodaj przedział' }).click();
  await teacher.getByLabel('Data', { exact: true }).fill(slotDate);
  await teacher.getByLabel('Od godziny').selectOption('10:00');
  await teacher.getByLabel('Do godziny').selectOption('12:00');
  await teacher.getByLabel('Powtarzanie').selectOption({ label: 'Co tydzień' });
  await teacher.getByRole('button', { name: 'Zapisz', exact: true }).click();
  await expect(teacher.getByText(slotText)).toBeVisible();

  // A student finds the teacher, picks 10:00 on that day and pays with the demo provider.
  const account = await createConfirmedAccount(request);
  const student = await openAs(browser, account.email, account.password);
  await student.goto('/tutoring');
  await student.getByRole('link', { name: `Zarezerwuj: ${teacherName}` }).click();
  await expect(student.getByRole('heading', { name: `Korepetycje: ${teacherName}` })).toBeVisible();
  await student.getByRole('radio', { name: /60 min – 85,00/ }).check();
  await student.getByRole('button', { name: /, 10:00$/ }).click();
  await student.getByRole('button', { name: 'Zarezerwuj', exact: true }).click();
  await expect(student.getByText('Zarezerwowano! Opłać zajęcia w ciągu 15 minut.').first()).toBeVisible();
  await student.getByText('Płatność demonstracyjna', { exact: true }).click();
  await student.getByRole('button', { name: 'Zapłać' }).click();
  await expect(student).toHaveURL(/\/checkout\/demo\//);
  await student.getByRole('button', { name: 'Zapłać (demo)' }).click();
  await expect(student).toHaveURL(/\/payment\/[^/?]+/);
  await expect(
    student.getByText('Zajęcia są opłacone: znajdziesz je w swoich rezerwacjach i w kalendarzu.'),
  ).toBeVisible();

  // Both see the lesson in their calendars.
  await showWeekOf(student, slotDate);
  await expect(student.getByRole('link', { name: new RegExp(`10:00.*${teacherName}`) })).toBeVisible();
  await showWeekOf(teacher, slotDate);
  await expect(teacher.getByRole('link', { name: new RegExp(`10:00.*${account.username}`) })).toBeVisible();

  // A second student no longer sees 10:00, and booking it anyway is refused.
  const second = await createConfirmedAccount(request);
  const secondPage = await openAs(browser, second.email, second.password);
  await secondPage.goto('/tutoring');
  await secondPage.getByRole('link', { name: `Zarezerwuj: ${teacherName}` }).click();
  await secondPage.getByRole('radio', { name: /60 min – 85,00/ }).check();
  // The week's times have loaded (the demo weekday afternoons); the morning slot has none left: 10:00–11:00 and
  // the teacher's 10-minute break leave no hour before 12:00.
  await expect(secondPage.getByRole('button', { name: /, 16:00$/ }).first()).toBeVisible();
  await expect(secondPage.getByRole('button', { name: /, 1[01]:\d\d$/ })).toHaveCount(0);
  const studentToken = await apiToken(request, account.email, account.password);
  const [booked] = (
    await (await request.get('/api/tutoring/bookings', { headers: { authorization: `Bearer ${studentToken}` } })).json()
  ).results;
  expect(booked.status).toBe('booked');
  const optionId = (await (await request.get(`/api/tutoring/teachers/${booked.teacher.id}`)).json()).lessonOptions[0]
    .id;
  const secondToken = await apiToken(request, second.email, second.password);
  const refused = await request.post('/api/tutoring/bookings', {
    headers: { authorization: `Bearer ${secondToken}` },
    data: { teacherId: booked.teacher.id, optionId, startsAt: [booked.lessons[0].startsAt] },
  });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).message).toBe('Ten termin jest już zajęty. Wybierz inny.');

  await Promise.all([teacher.context().close(), student.context().close(), secondPage.context().close()]);
});

test('after a lesson the teacher confirms it, then the student, and it is confirmed by both', async ({
  browser,
  request,
}) => {
  // The demo student's lesson of yesterday (demo content) waits for both to confirm it.
  const teacherToken = await apiToken(request, teacherEmail);
  const bookings = await (
    await request.get('/api/tutoring/bookings?as=teacher&status=booked&pageSize=50', {
      headers: { authorization: `Bearer ${teacherToken}` },
    })
  ).json();
  const past = bookings.results
    .flatMap((booking: { lessons: { id: string; endsAt: string }[] }) => booking.lessons)
    .find((lesson: { endsAt: string }) => Date.parse(lesson.endsAt) < Date.now());
  expect(past).toBeDefined();

  const teacher = await openAs(browser, teacherEmail);
  await teacher.goto(`/account/lessons/${past.id}`);
  await teacher.getByRole('button', { name: 'Potwierdź zajęcia' }).click();
  await expect(teacher.getByText('Potwierdzono!').first()).toBeVisible();
  await expect(teacher.getByText('Potwierdzone przez nauczyciela')).toBeVisible();

  const student = await openAs(browser, 'uczen@zadania.local');
  await student.goto(`/account/lessons/${past.id}`);
  await student.getByRole('button', { name: 'Potwierdź zajęcia' }).click();
  await expect(student.getByText('Potwierdzone przez obie strony')).toBeVisible();
  await expect(student.getByRole('button', { name: 'Potwierdź zajęcia' })).toHaveCount(0);

  await Promise.all([teacher.context().close(), student.context().close()]);
});
