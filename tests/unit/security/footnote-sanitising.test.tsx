import { act, fireEvent, render, screen } from '@testing-library/react';
import { ACTIVE_MARKUP_SELECTOR, XSS_PAYLOADS } from '../../support/xss-payloads';

/**
 * Footnote texts are bundled HTML (spec §3). Should one ever carry script (a bad content import),
 * the popup must still render it inert: these footnotes (and their order, which numbers the markers)
 * replace the bundled ones.
 */
jest.mock('../../../src/content/footnotes/order', () => {
  const { XSS_PAYLOADS: payloads } =
    jest.requireActual<typeof import('../../support/xss-payloads')>('../../support/xss-payloads');
  return { FOOTNOTE_ORDER: payloads.map((_, index) => `POISON_${index}`) };
});
jest.mock('../../../src/content/footnotes/all', () => {
  const { XSS_PAYLOADS: payloads } =
    jest.requireActual<typeof import('../../support/xss-payloads')>('../../support/xss-payloads');
  return {
    FOOTNOTES: payloads.map((payload, index) => ({
      fn_tag: `POISON_${index}`,
      text: `<p>Hinweistext ${index}</p>${payload}`,
    })),
  };
});

// Imported after the mock so that they read the poisoned footnotes.
import { FootnotePopup } from '../../../src/features/footnotes/FootnotePopup';
import { FootnoteMarker } from '../../../src/components/FootnoteMarker';

const xssFired = () => (window as unknown as { __xss?: unknown }).__xss;

describe('footnote popup with script in its texts', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it.each(XSS_PAYLOADS.map((payload, index) => [index, payload]))('payload %i is shown inert: %s', (index) => {
    render(
      <>
        <FootnoteMarker tags={[`POISON_${index}`]} />
        <FootnotePopup />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: `${Number(index) + 1} – Fußnote anzeigen` }));
    act(() => jest.advanceTimersByTime(500));

    const dialog = screen.getByRole('dialog', { name: 'Hinweise' });
    expect(dialog).toHaveTextContent(`Hinweistext ${index}`);
    expect(dialog.querySelectorAll(ACTIVE_MARKUP_SELECTOR)).toHaveLength(0);
    expect(dialog.querySelectorAll('script, iframe, style')).toHaveLength(0);
    expect(xssFired()).toBeUndefined();
  });
});
