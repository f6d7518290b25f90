import type { StageSlide } from './catalogue-types';

/** Spec §3 "Page data", the source of each page's metadata. */
export interface PageData {
  name: string;
  description: string;
  image: string;
  url: string;
  /** The hero slides of the start page and the unterwegs and zuhause sections. */
  stage?: StageSlide[];
}

export const SITE_NAME = 'Mobilfunk Angebote';
export const TITLE_TEMPLATE = `%s | ${SITE_NAME}`;

export const pageTitle = (name: string) => TITLE_TEMPLATE.replace('%s', name);

export const DEFAULT_PAGE_DATA: PageData = {
  name: 'Startseite',
  description: 'Mobilfunk- und Festnetztarife mit Vorteilspreisen für Mitarbeitende.',
  image: '/favicon.svg',
  url: '/',
};
