/**
 * The early script: inline in the head of every server-rendered page, right after the template of
 * the page's code (scripts/page-template.ts), so it runs before the first paint without a request
 * of its own. It holds clicks until the app is ready, shows a reloaded checkout step's kept values, and
 * starts the app's code once the page has painted.
 */
import { holdClicksUntilReady } from './click-hold';
import { startAppCodeAfterFirstPaint } from './app-code';
import { showKeptValues } from './kept-values';

holdClicksUntilReady();
showKeptValues();
startAppCodeAfterFirstPaint();
