import { Type } from '@sinclair/typebox';

/** A string-valued enum that keeps its TypeScript literal type. */
export const StringEnum = <T extends string>(values: readonly T[]) =>
  Type.Unsafe<T>({ type: 'string', enum: [...values] });
