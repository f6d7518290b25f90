import { call } from 'typed-redux-saga';

/** How often one saga may crash before it is left stopped (a loop of crashes helps nobody). */
export const MAX_RESTARTS = 10;

/** Spawned, so that one failing saga cannot stop the others; restarted (with the same arguments) after a crash. */
export function* keepAlive(saga: (...args: never[]) => Generator, ...args: unknown[]): Generator {
  for (let crashes = 0; crashes <= MAX_RESTARTS; crashes += 1) {
    try {
      yield* call(saga as (...args: unknown[]) => Generator, ...args);
      return;
    } catch (error) {
      console.error(`Saga ${saga.name} ist abgestürzt und wird neu gestartet`, error);
    }
  }
}
