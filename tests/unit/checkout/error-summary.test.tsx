import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { SchemaForm } from '../../../src/features/checkout/SchemaForm';
import type { FormSchema } from '../../../src/domain/form-schema';

const schema: FormSchema = {
  definitionSchema: {
    steps: [
      {
        id: 'PERSONAL_DATA',
        title: 'Persönliche Daten',
        elements: [
          { type: 'field', name: 'first_name', dataset: 'customer', label: 'Vorname', component: 'text' },
          { type: 'field', name: 'title', dataset: 'customer', label: 'Titel', component: 'text' },
          { type: 'field', name: 'phone', dataset: 'customer', label: 'Telefonnummer', component: 'tel' },
          {
            type: 'field',
            name: 'payback',
            dataset: 'customer',
            label: 'PAYBACK-Kartennummer (optional)',
            component: 'text',
          },
          {
            type: 'field',
            name: 'document_type',
            dataset: 'identification',
            label: 'Ausweisdokument',
            component: 'radio',
            options: [
              { value: 'Personalausweis', label: 'Personalausweis' },
              { value: 'Reisepass', label: 'Reisepass' },
            ],
          },
        ],
      },
    ],
  },
  validationSchema: {
    type: 'object',
    properties: {
      customer: {
        type: 'object',
        required: ['first_name', 'phone'],
        properties: {
          first_name: { type: 'string' },
          title: { type: 'string' },
          phone: { type: 'string', pattern: '^[0-9]{6,15}$', errorMessage: { pattern: 'Bitte nur Ziffern.' } },
          payback: { type: 'string' },
        },
      },
      identification: {
        type: 'object',
        required: ['document_type'],
        properties: { document_type: { type: 'string', enum: ['Personalausweis', 'Reisepass'] } },
      },
    },
  },
};

function renderForm(serverErrors?: Record<string, string>) {
  const onSubmit = jest.fn<void, [Record<string, unknown>]>();
  const props = {
    schema,
    initialValues: {},
    submitLabel: 'Weiter',
    submitting: false,
    onSubmit,
    onValuesChange: () => undefined,
  };
  const view = render(<SchemaForm {...props} serverErrors={serverErrors} />);
  return {
    onSubmit,
    rerender: (errors: Record<string, string>) => view.rerender(<SchemaForm {...props} serverErrors={errors} />),
  };
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));
const submit = async () => {
  fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
  await settle();
};
const summaryLinks = () =>
  within(screen.getByTestId('error-summary'))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('the error summary of a failed step (GOV.UK pattern)', () => {
  it('takes focus after an empty submit and lists one link per field, each naming its field', async () => {
    renderForm();
    await submit();
    const summary = screen.getByTestId('error-summary');
    expect(summary).toHaveFocus();
    expect(within(summary).getByRole('heading', { name: 'Bitte prüfen Sie Ihre Angaben' })).toBeInTheDocument();
    expect(summaryLinks()).toEqual([
      'Vorname: Dieses Feld ist erforderlich',
      'Telefonnummer: Dieses Feld ist erforderlich',
      'Ausweisdokument: Dieses Feld ist erforderlich',
    ]);
    // One announcement for the whole step, not one alert per field.
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('moves focus to the field of a link, and to the first choice of a group', async () => {
    renderForm();
    await submit();
    fireEvent.click(screen.getByRole('link', { name: 'Telefonnummer: Dieses Feld ist erforderlich' }));
    expect(screen.getByLabelText('Telefonnummer')).toHaveFocus();
    fireEvent.click(screen.getByRole('link', { name: 'Ausweisdokument: Dieses Feld ist erforderlich' }));
    expect(screen.getByLabelText('Personalausweis')).toHaveFocus();
  });

  it('does not take focus again when a message appears on blur after the submit', async () => {
    renderForm();
    await submit();
    const first = screen.getByLabelText('Vorname');
    fireEvent.focus(first);
    fireEvent.change(first, { target: { value: 'Erika' } });
    fireEvent.blur(first);
    fireEvent.focus(screen.getByLabelText('Titel'));
    screen.getByLabelText('Titel').focus();
    await settle();
    expect(summaryLinks()).toEqual([
      'Telefonnummer: Dieses Feld ist erforderlich',
      'Ausweisdokument: Dieses Feld ist erforderlich',
    ]);
    expect(screen.getByLabelText('Titel')).toHaveFocus();
  });

  it('lists and focuses the server messages of a refused save', async () => {
    const { rerender } = renderForm();
    rerender({ 'customer.first_name': 'Vorname: bitte nur Buchstaben verwenden.' });
    await settle();
    expect(screen.getByTestId('error-summary')).toHaveFocus();
    expect(summaryLinks()).toEqual(['Vorname: bitte nur Buchstaben verwenden.']);
  });
});

describe('phone numbers and optional fields', () => {
  it.each([
    ['0228 1234567', '02281234567'],
    ['0228/1234567', '02281234567'],
    ['+49 228 1234567', '02281234567'],
    ['+49 (0) 170 123 45 67', '01701234567'],
    ['0049 170-1234567', '01701234567'],
  ])('accepts %s and stores it as %s', async (typed, stored) => {
    const { onSubmit } = renderForm();
    fireEvent.change(screen.getByLabelText('Vorname'), { target: { value: 'Erika' } });
    fireEvent.change(screen.getByLabelText('Telefonnummer'), { target: { value: typed } });
    fireEvent.click(screen.getByLabelText('Reisepass'));
    await submit();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ customer: { phone: stored } });
  });

  it('still refuses letters in a phone number', async () => {
    const { onSubmit } = renderForm();
    fireEvent.change(screen.getByLabelText('Telefonnummer'), { target: { value: '0228 12ab' } });
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(summaryLinks()).toContain('Telefonnummer: Bitte nur Ziffern.');
  });

  it('marks every optional field, once, and no required one', () => {
    renderForm();
    expect(screen.getByLabelText('Titel')).toHaveAccessibleDescription('(optional)');
    expect(screen.getByLabelText('PAYBACK-Kartennummer (optional)')).not.toHaveAccessibleDescription();
    expect(screen.getByLabelText('Vorname')).not.toHaveAccessibleDescription();
    expect(screen.getAllByText('(optional)')).toHaveLength(1);
  });
});
