/** The public face of this feature: the footnote popup the overlays mount. Other features import this file only. */
export { FootnotePopup } from './FootnotePopup';
