import { request } from './client';

export interface IssuedToken {
  token?: string;
  expires_at?: number;
}

export const createSession = () => request<IssuedToken>({ method: 'GET', url: '/auth/create-session', skipAuth: true });

export const refreshSession = () => request<IssuedToken>({ method: 'PUT', url: '/auth/refresh-session' });
