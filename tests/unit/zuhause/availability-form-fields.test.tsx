import { configureStore } from '@reduxjs/toolkit';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { AvailabilityForm } from '../../../src/features/availability/AvailabilityForm';
import { availabilitySlice } from '../../../src/state/availability';
import { emptyAddress } from '../../../src/domain/availability-form';
import { REQUIRED_MESSAGE } from '../../../src/domain/validation/messages';
import { ERROR_SUMMARY_TITLE } from '../../../src/components/ErrorSummary';
import { AVAILABILITY_CHECK_SCHEMA } from '../../../server/forms/availability-check';

beforeAll(() => {
  // jsdom lays nothing out; the error summary scrolls itself into view.
  Element.prototype.scrollIntoView = jest.fn();
});

function renderForm() {
  const onCheck = jest.fn();
  const store = configureStore({ reducer: { availability: availabilitySlice.reducer } });
  render(
    <Provider store={store}>
      <AvailabilityForm
        schema={AVAILABILITY_CHECK_SCHEMA}
        initial={emptyAddress()}
        checking={false}
        error={null}
        onCheck={onCheck}
        onReset={() => undefined}
      />
    </Provider>,
  );
  return onCheck;
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the availability form (final-form, the shop’s field renderer and error summary)', () => {
  it('sends nothing while fields are missing: the error summary names each one, links to it and takes focus', () => {
    const onCheck = renderForm();
    type('PLZ', '53113');
    fireEvent.click(screen.getByRole('button', { name: 'Verfügbarkeit prüfen' }));
    expect(onCheck).not.toHaveBeenCalled();
    const summary = screen.getByTestId('error-summary');
    expect(within(summary).getByRole('heading', { name: ERROR_SUMMARY_TITLE })).toBeInTheDocument();
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      [`Ort: ${REQUIRED_MESSAGE}`, '#availability-city'],
      [`Straße: ${REQUIRED_MESSAGE}`, '#availability-street'],
      [`Hausnummer: ${REQUIRED_MESSAGE}`, '#availability-house_no'],
    ]);
    expect(summary).toHaveFocus();
    expect(screen.getByLabelText('Ort')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Ort')).toHaveAccessibleDescription(`Ort: ${REQUIRED_MESSAGE}`);
    expect(screen.getByLabelText('PLZ')).not.toHaveAttribute('aria-invalid');
  });

  it('shows a field’s message once the shopper leaves it, not while typing, and clears it once corrected', () => {
    renderForm();
    const zipcode = screen.getByLabelText('PLZ');
    fireEvent.focus(zipcode);
    type('PLZ', '531');
    expect(zipcode).not.toHaveAttribute('aria-invalid');
    fireEvent.blur(zipcode);
    expect(zipcode).toHaveAttribute('aria-invalid', 'true');
    expect(zipcode).toHaveAccessibleDescription('PLZ: Bitte geben Sie eine gültige Postleitzahl ein.');
    type('PLZ', '53113');
    expect(zipcode).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByTestId('error-summary')).not.toBeInTheDocument();
  });

  it('checks the complete address with every field, the optional ones empty', () => {
    const onCheck = renderForm();
    type('PLZ', '53113');
    type('Ort', 'Bonn');
    type('Straße', 'Lindenallee');
    type('Hausnummer', '12');
    fireEvent.click(screen.getByRole('button', { name: 'Verfügbarkeit prüfen' }));
    expect(onCheck).toHaveBeenCalledWith({
      zipcode: '53113',
      city: 'Bonn',
      street: 'Lindenallee',
      house_no: '12',
      house_no_suffix: '',
      district: '',
    });
    expect(screen.queryByTestId('error-summary')).not.toBeInTheDocument();
  });
});
