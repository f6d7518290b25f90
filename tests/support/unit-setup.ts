import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these; React Router needs them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom does no layout, so it has no scrolling either; focus moves are what the unit tests look at.
if (typeof Element !== 'undefined' && !Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;
