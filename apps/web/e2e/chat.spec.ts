import { expect, test } from '@playwright/test';
import { buildPng } from './png-fixture';
import { createConfirmedAccount, logIn } from './session';

const taskPath = '/homeworks/rownanie-kwadratowe-z-delta-dodatnia';
const teacherName = 'Anna Nowak';
const studentName = 'Jan Kowalski';

test('a student writes to the author of a task; the teacher sees the unread room, replies, and both see each other’s messages arrive live', async ({
  browser,
}) => {
  const question = `Czy w zadaniu delta może być ujemna? ${Date.now().toString(36)}`;
  const answer = `Nie, w tym zadaniu delta jest dodatnia. ${Date.now().toString(36)}`;

  // The student opens the task and the chat button beside the author's name.
  const studentContext = await browser.newContext();
  const student = await studentContext.newPage();
  await logIn(student, 'uczen@zadania.local');
  await student.goto(taskPath);
  await expect(student.getByText(`Autor: ${teacherName}`)).toBeVisible();
  await student.getByRole('button', { name: `Napisz wiadomość do: ${teacherName}` }).click();
  await expect(student).toHaveURL(/\/chat\?chatRoomId=[0-9a-f-]{36}$/);
  await expect(student.getByRole('heading', { name: teacherName, level: 2 })).toBeVisible();

  const studentEditor = student.getByRole('textbox', { name: 'Treść wiadomości' });
  await studentEditor.click();
  await studentEditor.pressSequentially(question);
  await studentEditor.press('Enter');
  const studentLog = student.getByRole('log', { name: 'Wiadomości' });
  await expect(studentLog.getByText(question)).toBeVisible();
  // Enter sent the message and emptied the editor.
  await expect(studentEditor).toHaveText('');

  // The teacher, in another browser, finds the room with an unread badge from the user menu.
  const teacherContext = await browser.newContext();
  const teacher = await teacherContext.newPage();
  await logIn(teacher, 'nauczyciel@zadania.local');
  await teacher.getByRole('button', { name: 'Menu użytkownika' }).click();
  await teacher.getByRole('menuitem', { name: 'Czat' }).click();
  await expect(teacher).toHaveURL(/\/chat$/);
  const rooms = teacher.getByRole('list', { name: 'Lista rozmów' });
  const unreadRoom = rooms.getByRole('button', { name: `${studentName}, 1 nieprzeczytana wiadomość` });
  await expect(unreadRoom).toBeVisible();
  await unreadRoom.click();

  const teacherLog = teacher.getByRole('log', { name: 'Wiadomości' });
  const received = teacherLog.getByRole('article').filter({ hasText: question });
  await expect(received).toBeVisible();
  // Opening the room read it: the badge is gone.
  await expect(rooms.getByRole('button', { name: studentName, exact: true })).toBeVisible();

  // The teacher replies to the question: the reply quotes it.
  await received.getByRole('button', { name: 'Opcje wiadomości' }).click();
  await teacher.getByRole('menuitem', { name: 'Odpowiedz' }).click();
  await expect(teacher.getByText(`Odpowiadasz na wiadomość: ${studentName}`)).toBeVisible();
  const teacherEditor = teacher.getByRole('textbox', { name: 'Treść wiadomości' });
  await teacherEditor.click();
  await teacherEditor.pressSequentially(answer);
  await teacherEditor.press('Enter');
  const reply = teacherLog.getByRole('article').filter({ hasText: answer });
  await expect(reply).toBeVisible();
  await expect(reply.getByRole('button', { name: `Przejdź do cytowanej wiadomości od: ${studentName}` })).toBeVisible();

  // The student sees the reply arrive live (CreatedChatMessage over the socket, no reload), and the
  // teacher, online, with the green dot on the room.
  await expect(studentLog.getByText(answer)).toBeVisible();
  await expect(student.getByRole('list', { name: 'Lista rozmów' }).locator('[data-online="true"]')).toHaveCount(1);

  // A thank-you reaches the teacher's open room live too.
  const thanks = `Dziękuję! ${Date.now().toString(36)}`;
  await studentEditor.click();
  await studentEditor.pressSequentially(thanks);
  await studentEditor.press('Enter');
  await expect(teacherLog.getByText(thanks)).toBeVisible();

  await studentContext.close();
  await teacherContext.close();
});

test('the teacher sees the student typing, answers in a thread and pins the question; the student sends an image and a voice message, and both see everything live', async ({
  browser,
  request,
}) => {
  const run = Date.now().toString(36);
  // A student of their own: the files they send here are nobody else's test data.
  const account = await createConfirmedAccount(request);
  const studentName = account.username;
  const question = `Jak obliczyć deltę? ${run}`;
  const threadAnswer = `Delta to b² − 4ac. ${run}`;

  // A student and a teacher write to each other once linked (the contact rule): the teacher finds the new student
  // by their exact login, which no partial search reveals, and invites them; the student accepts.
  const teacherContext = await browser.newContext();
  const teacher = await teacherContext.newPage();
  await logIn(teacher, 'nauczyciel@zadania.local');
  await teacher.goto('/account/students');
  const studentPicker = teacher.getByRole('combobox', { name: 'Uczeń' });
  await studentPicker.fill(studentName.slice(0, -1));
  await expect(teacher.getByText('Nie znaleziono użytkowników.', { exact: false })).toBeVisible();
  await studentPicker.fill(studentName.toUpperCase());
  await teacher.getByRole('option', { name: new RegExp(studentName) }).click();
  await teacher.getByRole('button', { name: 'Wyślij zaproszenie' }).click();
  await expect(teacher.getByText('Wysłano!')).toBeVisible();

  const studentContext = await browser.newContext({ permissions: ['microphone'] });
  const student = await studentContext.newPage();
  await logIn(student, account.email, account.password);
  // An invitation links the two only once the student accepts it (docs/contacts.md): until then neither may write.
  await student.goto('/account/students');
  await student.getByRole('button', { name: 'Akceptuj' }).click();
  await expect(student.getByText('Zaakceptowane')).toBeVisible();
  await student.goto(taskPath);
  await student.getByRole('button', { name: `Napisz wiadomość do: ${teacherName}` }).click();
  await expect(student).toHaveURL(/\/chat\?chatRoomId=[0-9a-f-]{36}$/);
  const roomUrl = new URL(student.url());

  await teacher.goto(roomUrl.pathname + roomUrl.search);
  const teacherLog = teacher.getByRole('log', { name: 'Wiadomości' });
  await expect(teacher.getByRole('heading', { name: studentName, level: 2 })).toBeVisible();

  // The student types: the teacher sees 'pisze…' before any message arrives.
  const studentEditor = student.getByRole('textbox', { name: 'Treść wiadomości', exact: true });
  await studentEditor.click();
  await studentEditor.pressSequentially(question, { delay: 20 });
  await expect(teacher.getByText(`${studentName} pisze…`)).toBeVisible();
  await studentEditor.press('Enter');
  const asked = teacherLog.getByRole('article').filter({ hasText: question });
  await expect(asked).toBeVisible();
  await expect(teacher.getByText(`${studentName} pisze…`)).toHaveCount(0);

  // The teacher answers in the question's thread…
  await asked.getByRole('button', { name: 'Opcje wiadomości' }).click();
  await teacher.getByRole('menuitem', { name: 'Otwórz wątek' }).click();
  const threadEditor = teacher.getByRole('textbox', { name: `Treść wiadomości: Wątek ${studentName}` });
  await threadEditor.click();
  await threadEditor.pressSequentially(threadAnswer);
  await threadEditor.press('Enter');
  await expect(teacher.getByRole('log', { name: 'Wątek' }).getByText(threadAnswer)).toBeVisible();
  await teacher.getByRole('button', { name: 'Zamknij panel' }).click();

  // …and pins the question; the student sees the pin and the thread's reply count arrive.
  await asked.getByRole('button', { name: 'Opcje wiadomości' }).click();
  await teacher.getByRole('menuitem', { name: 'Przypnij' }).click();
  await expect(teacher.getByText('Przypięto!')).toBeVisible();
  const studentLog = student.getByRole('log', { name: 'Wiadomości' });
  const pinnedForStudent = studentLog.getByRole('article').filter({ hasText: question });
  await expect(pinnedForStudent.getByText('Przypięta')).toBeVisible();
  await expect(pinnedForStudent.getByText('1 odpowiedź w wątku')).toBeVisible();

  // The student sends an image; both see it.
  const imageName = `szkic-${run}.png`;
  const chooser = student.waitForEvent('filechooser');
  await student.getByRole('button', { name: 'Załącz pliki' }).click();
  await (await chooser).setFiles({ name: imageName, mimeType: 'image/png', buffer: buildPng(64, 48) });
  await expect(studentLog.getByRole('button', { name: `Otwórz obraz ${imageName}` })).toBeVisible();
  await expect(teacherLog.getByRole('button', { name: `Otwórz obraz ${imageName}` })).toBeVisible();

  // And a voice message recorded from the (fake) microphone; both get a player.
  await student.getByRole('button', { name: 'Nagraj wiadomość głosową' }).click();
  await expect(student.getByText(/Nagrywanie… [1-9]\d* s/)).toBeVisible();
  await student.getByRole('button', { name: 'Zakończ nagrywanie i wyślij' }).click();
  await expect(studentLog.getByLabel('Wiadomość głosowa')).toHaveCount(1);
  await expect(teacherLog.getByLabel('Wiadomość głosowa')).toHaveCount(1);

  await studentContext.close();
  await teacherContext.close();
});
