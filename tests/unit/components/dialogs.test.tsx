import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Dialog } from '../../../src/components/Dialog';
import { EnergyLabelDialog } from '../../../src/features/energy-label/EnergyLabelDialog';
import { openEnergyLabel } from '../../../src/components/open-energy-label';

function Opener({ title, children }: { title: string; children?: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        {title} öffnen
      </button>
      <Dialog open={open} title={title} onClose={() => setOpen(false)}>
        <button type="button">Im Dialog</button>
        {children}
      </Dialog>
    </>
  );
}

const backdropOf = (title: string) => screen.getByRole('dialog', { name: title }).parentElement as HTMLElement;

describe('generic dialog (spec §2)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs through opening and opened, closes on Escape via closing and returns the focus', () => {
    render(<Opener title="Hinweise" />);
    const opener = screen.getByRole('button', { name: 'Hinweise öffnen' });
    opener.focus();
    fireEvent.click(opener);
    expect(screen.getByRole('dialog', { name: 'Hinweise' })).toHaveAttribute('data-state', 'opening');
    act(() => jest.advanceTimersByTime(200));
    expect(screen.getByRole('dialog', { name: 'Hinweise' })).toHaveAttribute('data-state', 'opened');
    expect(screen.getByRole('button', { name: 'Schließen' })).toHaveFocus();

    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.getByRole('dialog')).toHaveAttribute('data-state', 'closing');
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('closes on a click outside but not on a click inside', () => {
    render(<Opener title="Hinweise" />);
    fireEvent.click(screen.getByRole('button', { name: 'Hinweise öffnen' }));
    act(() => jest.advanceTimersByTime(200));
    fireEvent.mouseDown(screen.getByRole('button', { name: 'Im Dialog' }));
    expect(screen.getByRole('dialog')).toHaveAttribute('data-state', 'opened');
    fireEvent.mouseDown(backdropOf('Hinweise'));
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('layers from 1000 and adds 2 per open dialog', () => {
    render(<Opener title="Außen"><Opener title="Innen" /></Opener>);
    fireEvent.click(screen.getByRole('button', { name: 'Außen öffnen' }));
    act(() => jest.advanceTimersByTime(200));
    fireEvent.click(screen.getByRole('button', { name: 'Innen öffnen' }));
    act(() => jest.advanceTimersByTime(200));
    expect(backdropOf('Außen').style.zIndex).toBe('1000');
    expect(backdropOf('Innen').style.zIndex).toBe('1002');
  });

  it('keeps the focus inside with Tab', () => {
    render(<Opener title="Hinweise" />);
    fireEvent.click(screen.getByRole('button', { name: 'Hinweise öffnen' }));
    act(() => jest.advanceTimersByTime(200));
    screen.getByRole('button', { name: 'Im Dialog' }).focus();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Tab' });
    expect(screen.getByRole('button', { name: 'Schließen' })).toHaveFocus();
  });
});

describe('energy label dialog (spec §2)', () => {
  it('shows a PDF sheet in a frame 100 % wide and 750 px high', () => {
    render(<EnergyLabelDialog />);
    act(() => {
      void openEnergyLabel('/energy/kestrel-k9.pdf');
    });
    expect(screen.getByRole('dialog', { name: 'Energieeffizienzlabel' })).toBeInTheDocument();
    const frame = screen.getByTitle('Energieeffizienzlabel');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('width', '100%');
    expect(frame).toHaveAttribute('height', '750');
  });

  it('shows any other sheet as a contained image', () => {
    render(<EnergyLabelDialog />);
    act(() => {
      void openEnergyLabel('/energy/kestrel-k9-plus.svg');
    });
    expect(screen.getByRole('img', { name: 'Energieeffizienzlabel des Geräts' })).toHaveAttribute('src', '/energy/kestrel-k9-plus.svg');
  });
});
