import { request } from './client';

/** The cheapest call there is: proves that the server answers (connectivity check). */
export const pingServer = () => request<unknown>({ method: 'GET', url: '/health', skipAuth: true, timeout: 5_000 });
