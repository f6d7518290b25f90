import { request } from './client';
import type { PageData } from '../domain/page-data';

export const fetchPageData = (path: string) =>
  request<PageData>({ method: 'GET', url: '/pages', params: { path }, skipAuth: true });
