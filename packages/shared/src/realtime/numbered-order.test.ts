import { describe, expect, it } from 'vitest';
import { createNumberedOrder } from './numbered-order';
import type { TResumeAnswer } from './realtime-events';

function setup() {
  const applied: string[] = [];
  const resumes: { lastSeq: number | null; answer: (answer: TResumeAnswer) => void }[] = [];
  let resyncs = 0;
  const order = createNumberedOrder({
    dispatch: (event, payload) => applied.push(`${event}:${String(payload)}`),
    requestResume: (lastSeq, answer) => resumes.push({ lastSeq, answer }),
    resync: () => {
      resyncs += 1;
    },
  });
  return { order, applied, resumes, resyncs: () => resyncs };
}

describe('numbered realtime events', () => {
  it('starts from the number the server answers on connect and applies each next event once', () => {
    const { order, applied, resumes } = setup();
    order.connected();
    expect(resumes).toEqual([expect.objectContaining({ lastSeq: null })]);
    resumes[0]!.answer({ seq: 7, complete: true });
    order.receive('CreatedChatMessage', 'a', { seq: 8 });
    order.receive('CreatedChatMessage', 'a', { seq: 8 });
    order.receive('ChatMessageRead', 'b', { seq: 9 });
    order.receive('Typing', 't');
    expect(applied).toEqual(['CreatedChatMessage:a', 'ChatMessageRead:b', 'Typing:t']);
    expect(order.lastSeq()).toBe(9);
  });

  it('asks for the missing ones on a gap, applies the replay in order, and drops the early copy', () => {
    const { order, applied, resumes } = setup();
    order.receive('CreatedChatMessage', '1', { seq: 1 });
    order.receive('CreatedChatMessage', '3', { seq: 3 });
    order.receive('CreatedChatMessage', '4', { seq: 4 });
    expect(resumes.map((resume) => resume.lastSeq)).toEqual([1]);
    // The replay: 2, 3, 4 in order, then the answer.
    order.receive('CreatedChatMessage', '2', { seq: 2 });
    order.receive('CreatedChatMessage', '3', { seq: 3 });
    order.receive('CreatedChatMessage', '4', { seq: 4 });
    resumes[0]!.answer({ seq: 4, complete: true });
    // A gap seen while resuming asked again once the answer came.
    expect(resumes.map((resume) => resume.lastSeq)).toEqual([1, 4]);
    resumes[1]!.answer({ seq: 4, complete: true });
    expect(applied).toEqual([
      'CreatedChatMessage:1',
      'CreatedChatMessage:2',
      'CreatedChatMessage:3',
      'CreatedChatMessage:4',
    ]);
  });

  it('after a reconnect resumes from the last number applied; too much missed means a refetch', () => {
    const { order, applied, resumes, resyncs } = setup();
    order.receive('CreatedNotification', 'n', { seq: 10 });
    order.connected();
    expect(resumes[0]!.lastSeq).toBe(10);
    resumes[0]!.answer({ seq: 900, complete: false });
    expect(resyncs()).toBe(1);
    order.receive('CreatedNotification', 'old', { seq: 900 });
    order.receive('CreatedNotification', 'new', { seq: 901 });
    expect(applied).toEqual(['CreatedNotification:n', 'CreatedNotification:new']);
  });

  it('asks again on the next connection when the socket went away before the server answered', () => {
    const { order, resumes } = setup();
    order.receive('CreatedChatMessage', '1', { seq: 1 });
    order.connected();
    order.disconnected();
    order.connected();
    expect(resumes.map((resume) => resume.lastSeq)).toEqual([1, 1]);
  });
});
