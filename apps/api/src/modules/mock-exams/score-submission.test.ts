import type { TMockAnswer, TMockItem } from '@zadania/shared';
import { describe, expect, it } from 'vitest';
import { e8Paper, maturaPaper } from '../../seed/demo-content/mock-exams';
import { scoreSubmission } from './score-submission';
import { scoreAttempt } from './scoring';

/** A long step result: arithmetic the compute engine works through (kept short of the 500 allowed, for time). */
const longResult = `${'7+'.repeat(40)}71`;

/** Every item answered; every open item's steps and final answer long. */
const longAnswers = (items: readonly TMockItem[]) =>
  items.map((item): { position: number; answer: TMockAnswer } => {
    if (item.type === 'OPEN')
      return { position: item.position, answer: { final: longResult, steps: item.rubric.steps.map(() => longResult) } };
    if (item.type === 'CLOSED') return { position: item.position, answer: { choice: item.correct } };
    if (item.type === 'TRUE_FALSE')
      return { position: item.position, answer: { values: item.statements.map(() => true) } };
    return { position: item.position, answer: { choices: item.prompts.map((prompt) => prompt.correct) } };
  });

describe('scoring a submission off the event loop', () => {
  it('gives the event loop a turn before every item and scores as scoreAttempt does', async () => {
    const items = maturaPaper.items;
    const answers = longAnswers(items);
    // Other work queued on the loop (another request, /api/health) runs between items, not after the whole paper.
    let turns = 0;
    let scoring = true;
    const otherWork = () => {
      if (!scoring) return;
      turns += 1;
      setImmediate(otherWork);
    };
    setImmediate(otherWork);
    const score = await scoreSubmission(items, answers);
    scoring = false;
    expect(turns).toBeGreaterThanOrEqual(items.length);
    expect(score).toEqual(scoreAttempt(items, answers));
  });

  it('scores each item alone between two pauses, and adds up requirements in order of appearance', async () => {
    const items = e8Paper.items;
    const answers = longAnswers(items).filter(({ position }) => position % 3 !== 0);
    const log: string[] = [];
    const score = await scoreSubmission(items, answers, async () => {
      log.push('pause');
    });
    expect(log).toHaveLength(items.length);
    expect(score).toEqual(scoreAttempt(items, answers));
    expect(await scoreSubmission([], [])).toEqual(scoreAttempt([], []));
  });
});
