import { practiceMessages } from '@zadania/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/build-test-app';
import { buildConcept, buildHomework, loginAs } from '../../../../test/factories';
import { learningAttempts, learningConceptStates, learningSessionItems, learningSessions } from '../../../db/schema';
import { isProofTask } from '../../homework/proof-tasks';

const t = useTestApp();

type THeaders = Record<string, string>;
const start = (payload: object, headers: THeaders) =>
  t.app.inject({ method: 'POST', url: '/api/learn/session', headers, payload });
const answer = (id: string, payload: object, headers: THeaders) =>
  t.app.inject({ method: 'POST', url: `/api/learn/session/${id}/answer`, headers, payload });
const checkAnswer = (id: string, payload: object, headers: THeaders) =>
  t.app.inject({ method: 'POST', url: `/api/homework/${id}/check-answer`, headers, payload });

const textKey = { kind: 'TEXT' as const, value: 'prawdziwa', tolerance: null };
const numberKey = { kind: 'NUMBER' as const, value: '8', tolerance: null };

/** A concept with ordinary tasks and proofs marked both ways: by the concept 'Dowód' and by the statement. */
async function catalogue() {
  const algebra = await buildConcept(t.app, { name: 'Wyrażenia próbne', slug: 'wyrazenia-probne-57' });
  const proofConcept = await buildConcept(t.app, { name: 'Dowód', slug: 'dowod' });
  const plain = [];
  for (let n = 0; n < 3; n += 1)
    plain.push(await buildHomework(t.app, { answerKey: numberKey, conceptIds: [algebra.id] }));
  const taggedProof = await buildHomework(t.app, {
    description: '<p>Liczba $(2n+1)^2-1$ jest podzielna przez $8$. Pokaż to.</p>',
    answerKey: textKey,
    conceptIds: [algebra.id, proofConcept.id],
  });
  const statedProof = await buildHomework(t.app, {
    description: '<p><strong>Wykaż</strong>, że dla liczb dodatnich $a$, $b$: $\\frac{a}{b}+\\frac{b}{a} \\ge 2$.</p>',
    answerKey: numberKey,
    conceptIds: [algebra.id],
  });
  const laterProof = await buildHomework(t.app, {
    description: '<p>Dany jest trójkąt $ABC$, w którym $|AC| = |BC|$.</p><p>Wykaż, że $|\\angle A| = |\\angle B|$.</p>',
    answerKey: numberKey,
    conceptIds: [algebra.id],
  });
  return { algebra, proofConcept, plain, proofs: [taggedProof, statedProof, laterProof] };
}

const modelOf = async (userId: string) => ({
  attempts: await t.app.db.select().from(learningAttempts).where(eq(learningAttempts.userId, userId)),
  states: await t.app.db.select().from(learningConceptStates).where(eq(learningConceptStates.userId, userId)),
});

describe('proofs in practice (issue 57)', () => {
  it('the rule: the concept "dowod" or a statement opening with Wykaż/Udowodnij/Uzasadnij', () => {
    expect(isProofTask({ description: '<p>Wykaż, że 2 > 1.</p>', conceptSlugs: [] })).toBe(true);
    expect(isProofTask({ description: 'Udowodnij twierdzenie.', conceptSlugs: [] })).toBe(true);
    expect(isProofTask({ description: '<p> <em>Uzasadnij</em> odpowiedź.</p>', conceptSlugs: [] })).toBe(true);
    expect(isProofTask({ description: '<p>Oblicz 2 + 2.</p>', conceptSlugs: ['dowod'] })).toBe(true);
    expect(isProofTask({ description: '<p>Oblicz 2 + 2. Wykaż się.</p>', conceptSlugs: ['algebra'] })).toBe(false);
    // A proof whose statement opens with its data (issue 57): "Wykaż, że" anywhere.
    const later =
      '<p>Dany jest trójkąt $ABC$, w którym $|AC| = |BC|$.</p><p><strong>Wykaż</strong>, że kąty przy podstawie są równe.</p>';
    expect(isProofTask({ description: later, conceptSlugs: [] })).toBe(true);
    expect(
      isProofTask({
        description: '<p>Liczby $a$ i $b$ są dodatnie. Należy udowodnić, że $a + b > 0$.</p>',
        conceptSlugs: [],
      }),
    ).toBe(true);
    expect(isProofTask({ description: '<p>Pokaż na osi liczbę $3$.</p>', conceptSlugs: [] })).toBe(false);
  });

  it('a session over concepts with proof tasks never contains one', async () => {
    const { algebra, proofConcept, plain, proofs } = await catalogue();
    const { headers } = await loginAs(t.app);
    const response = await start({ size: 10, conceptIds: [algebra.id, proofConcept.id] }, headers);
    expect(response.statusCode).toBe(201);
    const served = response.json().items.map((item: { homeworkId: string }) => item.homeworkId);
    expect(served.length).toBeGreaterThan(0);
    expect(served.filter((id: string) => proofs.some((proof) => proof.id === id))).toEqual([]);
    expect(plain.every((task) => served.includes(task.id))).toBe(true);
    // Only proofs on a concept: nothing to practise there.
    const onlyProofs = await start({ size: 5, conceptIds: [proofConcept.id] }, headers);
    expect(onlyProofs.statusCode).toBe(400);
    expect(onlyProofs.json().message).toBe(practiceMessages.nothingToPractise);
  });

  it('answering a proof item of an old session: 409 in Polish, the student model unchanged, the item open', async () => {
    const { algebra, proofs } = await catalogue();
    const { user, headers } = await loginAs(t.app);
    // A session planned before the fix: its items are the proofs.
    const [old] = await t.app.db.insert(learningSessions).values({ userId: user.id }).returning();
    await t.app.db.insert(learningSessionItems).values(
      proofs.map((proof, index) => ({
        sessionId: old!.id,
        position: index + 1,
        homeworkId: proof.id,
        conceptId: algebra.id,
        reason: 'new' as const,
      })),
    );
    const shown = await t.app.inject({ method: 'GET', url: `/api/learn/session/${old!.id}`, headers });
    expect(shown.json().items.map((item: { task: { answerCheck: unknown } }) => item.task.answerCheck)).toEqual(
      proofs.map(() => null),
    );
    const before = await modelOf(user.id);
    for (const [position, given] of [
      [1, 'prawdziwa'],
      [2, '8'],
      [3, '8'],
    ] as const) {
      const refused = await answer(old!.id, { position, answer: given }, headers);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(practiceMessages.proofNotCheckable);
    }
    expect(await modelOf(user.id)).toEqual(before);
    expect(before.attempts).toEqual([]);
    const items = await t.app.db.select().from(learningSessionItems).where(eq(learningSessionItems.sessionId, old!.id));
    expect(items.every((item) => item.answeredAt === null)).toBe(true);
  });

  it('the task page check of a proof: 409, no attempt; an ordinary task is still checked and recorded', async () => {
    const { plain, proofs } = await catalogue();
    const { user, headers } = await loginAs(t.app);
    for (const proof of proofs) {
      // The page shows no field to fill for a proof; an ordinary task keeps its field.
      const page = await t.app.inject({ method: 'GET', url: `/api/homework/${proof.id}`, headers });
      expect(page.statusCode).toBe(200);
      expect(page.json().answerCheck).toBeNull();
      const refused = await checkAnswer(proof.id, { answer: 'prawdziwa' }, headers);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(practiceMessages.proofNotCheckable);
    }
    expect((await modelOf(user.id)).attempts).toEqual([]);
    const plainPage = await t.app.inject({ method: 'GET', url: `/api/homework/${plain[0]!.id}`, headers });
    expect(plainPage.json().answerCheck).toEqual({ kind: 'NUMBER' });
    const checked = await checkAnswer(plain[0]!.id, { answer: '8' }, headers);
    expect(checked.statusCode).toBe(200);
    expect(checked.json().correct).toBe(true);
    expect((await modelOf(user.id)).attempts).toHaveLength(1);
  });
});
