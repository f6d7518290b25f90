/**
 * When the app's own code (the entry's chunk) cannot be loaded, even after the loader's retries,
 * the server-rendered page still shows, but its buttons cannot work. The shell (src/index.html)
 * holds the message, hidden: it is shown at the foot of the screen with 'Erneut versuchen' (a link
 * that loads the page afresh), each button says it does not work yet (aria-disabled, described by
 * the message), and a click on one moves the focus to the message (src/early/click-hold.ts). Links
 * keep working as plain links.
 */
import { APP_MISSING_EVENT, APP_NOT_LOADED_ID } from './early/signals';

export function tellAppNotLoaded() {
  const message = document.getElementById(APP_NOT_LOADED_ID);
  if (!message) return;
  // An alert only now: hidden in every page, it would be one more for whoever counts the page's alerts.
  message.role = 'alert';
  message.hidden = false;
  for (const button of document.querySelectorAll('#root button')) {
    button.setAttribute('aria-disabled', 'true');
    button.setAttribute('aria-describedby', message.id);
  }
  document.dispatchEvent(new Event(APP_MISSING_EVENT));
}
