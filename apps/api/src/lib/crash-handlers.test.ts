import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { exitOnCrash } from './crash-handlers';

describe('exitOnCrash', () => {
  it('logs an uncaught exception or an unhandled rejection as fatal, with the error, then exits with 1', () => {
    const processEvents = new EventEmitter();
    const logged: { details: object; message: string }[] = [];
    const exits: number[] = [];
    exitOnCrash(
      processEvents,
      () => ({ fatal: (details, message) => logged.push({ details, message }) }),
      (code) => exits.push(code),
    );

    const error = new Error('zepsute');
    processEvents.emit('uncaughtException', error, 'uncaughtException');
    processEvents.emit('unhandledRejection', 'odrzucone', Promise.resolve());
    expect(logged).toEqual([
      { details: { err: error, origin: 'uncaughtException' }, message: 'Uncaught exception, exiting' },
      { details: { err: 'odrzucone' }, message: 'Unhandled promise rejection, exiting' },
    ]);
    expect(exits).toEqual([1, 1]);
  });
});
