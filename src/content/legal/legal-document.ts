import type { ReactNode } from 'react';

/** A section of a legal page; `id` is the anchor that `?id=` scrolls to (e.g. /agb?id=widerrufsrecht). */
export interface LegalSection {
  id: string;
  heading: string;
  body: ReactNode;
  /** The catalogue category whose tariffs' information sheets follow the body, generated from the catalogue. */
  tariffSheets?: string;
}

/** One legal page as structured data: the page component adds heading, contents list and anchors. */
export interface LegalDocument {
  title: string;
  /** 'Stand' of the text, dd.MM.yyyy. */
  updated: string;
  intro?: ReactNode;
  sections: LegalSection[];
}
