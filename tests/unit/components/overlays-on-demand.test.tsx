import { act, fireEvent, render, screen } from '@testing-library/react';
import { CatalogueOverlays } from '../../../src/features/overlays/CatalogueOverlays';
import { FootnoteMarker } from '../../../src/components/FootnoteMarker';
import { openEnergyLabel } from '../../../src/components/open-energy-label';

/**
 * The dialogs' code loads on the first opening: that first opening must not be lost
 * while it loads. Real timers: the dialogs' code arrives asynchronously.
 */
describe('footnote and energy-label dialogs loaded on demand', () => {
  it('shows the footnote of the very first click once the dialogs have loaded', async () => {
    render(
      <>
        <FootnoteMarker tags={['ZUHAUSE_PREIS']} />
        <CatalogueOverlays />
      </>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /^\d+ – Fußnote anzeigen$/ }));
    expect(await screen.findByRole('dialog', { name: 'Hinweise' })).toBeInTheDocument();
  });

  it('shows the energy label asked for before the dialogs had loaded', async () => {
    render(<CatalogueOverlays />);
    act(() => {
      void openEnergyLabel('/energy/aurelon-vista-15.svg');
    });
    expect(await screen.findByRole('dialog', { name: 'Energieeffizienzlabel' })).toBeInTheDocument();
  });
});
