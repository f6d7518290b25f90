import { sessionRequest } from './session-request';

export interface IssuedToken {
  token?: string;
  expires_at?: number;
}

export const createSession = () => sessionRequest<IssuedToken>('GET', '/auth/create-session', { skipAuth: true });

export const refreshSession = () => sessionRequest<IssuedToken>('PUT', '/auth/refresh-session');
