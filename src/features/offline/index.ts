/** The public face of this feature: the hint other forms show when a submit waits for the connection. Other features import this file only. */
export { OfflineSubmitHint } from './OfflineSubmitHint';
