import { learningEndpoints, ZErrorResponse } from '@zadania/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoutes } from '../../lib/routes/endpoint-route';
import { errorResponses } from '../../lib/routes/route-options';

/** The learner's loop (issue 36): the signed-in student's attempt log, model, sessions and what to do next. */
export const learningRoutes: FastifyPluginAsyncZod = async (app) => {
  const learning = app.services.learning;
  const practice = app.services.practice;
  const level = app.services.learningLevel;
  const route = endpointRoutes(app, { tags: ['Learning'], errors: errorResponses(400, 401) });

  route.signedIn(
    learningEndpoints.attempts,
    {
      summary: "The viewer's own attempts, newest first",
      description:
        "Every answer the signed-in student gave: an open task checked (HOMEWORK), a closed task's choice (CLOSED_HOMEWORK), an exercise level (EXERCISE_LEVEL), a course quiz's answers (COURSE_QUIZ) practice items (PRACTICE) and the machine-scored items of a submitted mock exam (MOCK_EXAM) and the items of a class's assignment (ASSIGNMENT), with the concepts the item exercised, whether it was right and the time taken when the page measured it. Append-only; part of the data export; deleted with the account.",
    },
    async (request) => learning.listAttempts(request.viewer, request.query),
  );

  route.signedIn(
    learningEndpoints.mastery,
    {
      summary: 'What the viewer has mastered, per concept met',
      description:
        "The student model built from the viewer's attempt log: per concept met, the mastery level (`new` never answered right, `learning` right on one day or wrong last, `review` right on two days, `mastered` right again on a later day after the scheduled interval), the next due date and stability (days) of its FSRS-6 memory, and the counts of attempts and right answers. The soonest due first.",
      errors: errorResponses(401),
    },
    async (request) => learning.mastery(request.viewer),
  );

  route.signedIn(
    learningEndpoints.studentProgress,
    {
      summary: "A linked student's mastery map and newest attempts, for their teacher",
      description:
        "A TEACHER with an accepted student–teacher link to the student sees the student's mastery per concept and newest 20 attempts, only while the link is accepted; a TEACHER of a class the student is an active member of sees the same, with only the attempts since the student joined the class, until they leave it. Anybody else (another teacher, ADMIN, the student themself, after the link or membership ended): 404 'Nie znaleziono ucznia.'",
      errors: errorResponses(401, 404),
    },
    async (request) => learning.studentProgress(request.viewer, request.params.id),
  );

  route.signedIn(
    learningEndpoints.level,
    {
      summary: 'The level the viewer practises up to',
      description:
        'The level the signed-in student chose (`E8` egzamin ósmoklasisty, `MATURA_P` matura podstawowa, `MATURA_R` matura rozszerzona, `STUDIA` studia; null until they choose) and the `ceiling` practice applies: the chosen level, or `MATURA_P` until one is chosen. Practice sessions and "Co dalej" never offer a task or generator above it.',
      errors: errorResponses(401),
    },
    async (request) => level.get(request.viewer),
  );

  route.signedIn(
    learningEndpoints.setLevel,
    {
      summary: 'Choose the level to practise up to',
      description:
        "Stores the signed-in student's level (E8 < MATURA_P < MATURA_R < STUDIA); the next session and \"Co dalej\" keep to it. A value outside the four: 400 'Wybierz poziom: egzamin ósmoklasisty, matura podstawowa, matura rozszerzona albo studia.'",
    },
    async (request) => level.set(request.viewer, request.body),
  );

  route.signedIn(
    learningEndpoints.profile,
    {
      summary: "Who the viewer is: school year, goal and the exam's year",
      description:
        "The signed-in student's school year (`SP4`–`SP8` klasa 4–8 szkoły podstawowej, `LO1`–`LO5` klasa 1–5 szkoły średniej, `STUDIA`), goal (`E8`, `MATURA_P`, `MATURA_R`, `PRACTICE` without an exam) and exam year, null until chosen; `ceiling`, the level practice keeps to (GET /learn/level); `skipped` once the first-sign-in step was skipped; the diagnostic session once started. A pupil of klasy 4–6 practises only concepts of the curriculum's klasy 4–6, of klasy 7–8 only those of klasy 4–8; a concept asked for by name (`conceptIds` of POST /learn/session) may go beyond.",
      errors: errorResponses(401),
    },
    async (request) => level.profile(request.viewer),
  );

  route.signedIn(
    learningEndpoints.setProfile,
    {
      summary: "Choose one's school year and goal",
      description:
        "Stores the school year, the goal and the exam's year (dropped for PRACTICE) and sets the ceiling from them: the exam's level, or without one E8 at primary school, MATURA_R at secondary school and STUDIA at university. The E8 goal only at primary school and a matura only after it: 400 'Egzamin ósmoklasisty zdaje się w szkole podstawowej, a maturę po szkole średniej: wybierz inny cel.'; an unknown school year: 400 'Wybierz klasę: od 4 klasy szkoły podstawowej do 5 klasy technikum albo studia.'",
    },
    async (request) => level.setProfile(request.viewer, request.body),
  );

  route.signedIn(
    learningEndpoints.skipProfile,
    {
      summary: 'Skip the first-sign-in step',
      description:
        'Remembers that the student skipped choosing the school year and goal, so the step is not shown again; what was chosen before stays. Practice keeps to the default ceiling (MATURA_P) until a choice.',
      errors: errorResponses(401),
    },
    async (request) => level.skipProfile(request.viewer),
  );

  route.signedIn(
    learningEndpoints.startDiagnostic,
    {
      summary: "Start the diagnostic: a short test of the viewer's level",
      description:
        "A session (`kind: DIAGNOSTIC`) of 10 fresh variants of task generators of the student's level and school year, one section of the curriculum after another; answered like a practice session (POST /learn/session/{id}/answer), each answer an attempt of kind PRACTICE that seeds the student model. 400 'Nie ma jeszcze zadań do testu na tym poziomie.' when no generator fits. Rate-limited with the practice sessions (practiceSession).",
      status: 201,
      responses: { 429: ZErrorResponse },
    },
    async (request) => practice.startDiagnostic(request.viewer, { ip: request.ip }),
  );

  route.signedIn(
    learningEndpoints.next,
    {
      summary: 'What the viewer should do next',
      description:
        'A few recommended concepts chosen from the student model within the student\'s level and school year (GET /learn/profile), one entry each, with why: `due` ("Powtórka": a concept due for review), `weak` ("Do poprawy": a concept in progress), `new` ("Nowy temat": a concept that what the student knows leads to); `practicePath` leads to practice of the concept, and the first item the planner would give (a task, with its slug, or a generated variant) is named. The same list on every call of the day until the student answers. None answered right in the last 24 hours; `dueCount` is the number of concepts due now.',
      errors: errorResponses(401),
    },
    async (request) => practice.listNextTasks(request.viewer),
  );

  route.signedIn(
    learningEndpoints.startSession,
    {
      summary: 'Start a practice session',
      description:
        'Chooses `size` (5–30, default 10) tasks with a machine-checkable answer from the student model: due concepts first, then concepts in progress, then new ones, interleaved (one concept after another, never the same twice in a row when avoidable), of a difficulty the student should answer right 70–85 % of the time, none answered right in the last 24 hours; `conceptIds` limits it to those concepts. A concept with fewer than 3 checkable tasks is practised with fresh variants of its task generators too (`kind: GENERATED`, GET /api/generator): checked on the server against their variant and recorded like tasks, never put in ‘Rozwiązane’. No item carries its answer or solution. 400 when there is nothing to practise. Rate-limited (practiceSession: 60 an hour per account).',
      status: 201,
      responses: { 429: ZErrorResponse },
    },
    async (request) => practice.startPracticeSession(request.viewer, request.body, { ip: request.ip }),
  );

  route.signedIn(
    learningEndpoints.session,
    {
      summary: "One of the viewer's practice sessions",
      description:
        'The session with its items and which are answered (a reload or a second tab continues it). 404 for anybody else’s.',
      errors: errorResponses(401, 404),
    },
    async (request) => practice.getPracticeSession(request.viewer, request.params.id),
  );

  route.signedIn(
    learningEndpoints.answerSession,
    {
      summary: "Answer an item of one's practice session",
      description:
        "Checks the answer exactly as POST /homework/{id}/check-answer does (a closed task: the id of a choice), records it in the attempt log (kind PRACTICE) and the student model in one transaction, and returns whether it was right, the right answer, the solution's steps and the concept's new mastery level and due date. Each item is answered once (409 after), so there is nothing to guess by trying: not rate-limited. A proof (in a session planned before issue 57): 409, nothing recorded. 404 for anybody else's session.",
      errors: errorResponses(400, 401, 404, 409),
    },
    async (request) => practice.answerPracticeItem(request.viewer, request.params.id, request.body),
  );
};
