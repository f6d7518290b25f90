import type { ExpectApi } from 'redux-saga-test-plan';

type RunResult = Awaited<ReturnType<ExpectApi['run']>>;

/** What a saga run left behind: the store state typed by the reducer the test gave withReducer. */
type SagaRun<Reducer extends (...args: never[]) => unknown> = Omit<RunResult, 'storeState' | 'returnValue'> & {
  storeState: ReturnType<Reducer>;
  returnValue: unknown;
};

/**
 * redux-saga-test-plan's run() result with its `any` typed: the store state as the given reducer's
 * state (the same reducer the test handed withReducer), the saga's return value as unknown.
 */
export async function ran<Reducer extends (...args: never[]) => unknown = () => unknown>(
  run: Promise<RunResult>,
  _reducer?: Reducer,
): Promise<SagaRun<Reducer>> {
  const result = await run;
  return {
    ...result,
    storeState: result.storeState as ReturnType<Reducer>,
    returnValue: result.returnValue as unknown,
  };
}
