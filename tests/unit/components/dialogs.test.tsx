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

const dialogNamed = (title: string) => screen.getByRole('dialog', { name: title });

/** What the browser does on Escape for an open modal dialog. */
const pressEscape = (dialog: HTMLElement) => fireEvent(dialog, new Event('cancel', { cancelable: true }));

describe('generic dialog (spec §2; focus trap and return are the browser’s, tested end to end)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('opens modally through opening and opened, and closes on Escape via closing', () => {
    render(<Opener title="Hinweise" />);
    fireEvent.click(screen.getByRole('button', { name: 'Hinweise öffnen' }));
    expect(dialogNamed('Hinweise')).toHaveAttribute('data-state', 'opening');
    expect(dialogNamed('Hinweise')).toHaveAttribute('open');
    act(() => jest.advanceTimersByTime(200));
    expect(dialogNamed('Hinweise')).toHaveAttribute('data-state', 'opened');

    pressEscape(dialogNamed('Hinweise'));
    expect(dialogNamed('Hinweise')).toHaveAttribute('data-state', 'closing');
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on a click outside but not on a click inside', () => {
    render(<Opener title="Hinweise" />);
    fireEvent.click(screen.getByRole('button', { name: 'Hinweise öffnen' }));
    act(() => jest.advanceTimersByTime(200));
    fireEvent.mouseDown(screen.getByRole('button', { name: 'Im Dialog' }));
    expect(dialogNamed('Hinweise')).toHaveAttribute('data-state', 'opened');
    // A click on the backdrop reaches the dialog element, outside its box.
    jest.spyOn(dialogNamed('Hinweise'), 'getBoundingClientRect').mockReturnValue(new DOMRect(100, 100, 300, 200));
    fireEvent.mouseDown(dialogNamed('Hinweise'), { clientX: 20, clientY: 20 });
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('follows when the browser closes the dialog itself', () => {
    const { container } = render(<Opener title="Hinweise" />);
    fireEvent.click(screen.getByRole('button', { name: 'Hinweise öffnen' }));
    act(() => jest.advanceTimersByTime(200));
    act(() => container.querySelector('dialog')!.close());
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('layers from 1000 and adds 2 per open dialog', () => {
    render(
      <Opener title="Außen">
        <Opener title="Innen" />
      </Opener>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Außen öffnen' }));
    act(() => jest.advanceTimersByTime(200));
    fireEvent.click(screen.getByRole('button', { name: 'Innen öffnen' }));
    act(() => jest.advanceTimersByTime(200));
    expect(dialogNamed('Außen').style.zIndex).toBe('1000');
    expect(dialogNamed('Innen').style.zIndex).toBe('1002');
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
    expect(screen.getByRole('img', { name: 'Energieeffizienzlabel des Geräts' })).toHaveAttribute(
      'src',
      '/energy/kestrel-k9-plus.svg',
    );
  });
});
