import { request } from './client';
import type { PageDataAnswer } from '../domain/api-answers';

export const fetchPageData = (path: string) =>
  request<PageDataAnswer>({ method: 'GET', url: '/pages', params: { path }, skipAuth: true });
