import type { Static } from '@sinclair/typebox';
import type { ApiErrorSchema } from '../../src/domain/schemas/api-error';
import type { ContractSummary } from '../../src/domain/schemas/orders';

/**
 * Answer types for tests that read a response body (`response.json<ErrorAnswer>()`): the schemas the
 * server declares and serialises by, as in src/domain/api-answers.ts.
 */
export type ErrorAnswer = Static<typeof ApiErrorSchema>;

/** The contract summary as JSON (the PDF is the same text). */
export type ContractSummaryAnswer = Static<typeof ContractSummary>;
