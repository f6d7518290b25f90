import type { ApiResult } from '../domain/api-error';
import { request } from './client';

/** Spec §9: an icon that takes longer than this is given up on. */
export const ICON_FETCH_TIMEOUT_MS = 1500;

/** The SVG source of one icon of public/icons/. */
export const fetchIcon = (name: string): Promise<ApiResult<string>> =>
  request<string>({
    method: 'GET',
    baseURL: '/',
    url: `/icons/${encodeURIComponent(name)}.svg`,
    responseType: 'text',
    timeout: ICON_FETCH_TIMEOUT_MS,
    skipAuth: true,
    headers: { Accept: 'image/svg+xml' },
  });
