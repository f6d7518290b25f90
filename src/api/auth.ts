import { sessionRequest } from './session-request';

import type { TokenAnswer } from '../domain/api-answers';

export type IssuedToken = TokenAnswer;

export const createSession = () => sessionRequest<IssuedToken>('GET', '/auth/create-session', { skipAuth: true });

export const refreshSession = () => sessionRequest<IssuedToken>('PUT', '/auth/refresh-session');
