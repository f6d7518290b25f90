/** The public face of this feature: the loaders other screens show while their data comes. Other features import this file only. */
export { BoundedLoader, InlineLoader } from './BoundedLoader';
