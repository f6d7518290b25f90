import { act, fireEvent, render, screen } from '@testing-library/react';
import { SchemaForm } from '../../../src/features/checkout/SchemaForm';
import type { FormSchema } from '../../../src/domain/form-schema';

const schema: FormSchema = {
  definitionSchema: {
    steps: [
      {
        id: 'PAYMENT',
        title: 'Zahlung',
        elements: [
          { type: 'field', name: 'iban', dataset: 'payment', label: 'IBAN', component: 'iban' },
          {
            type: 'field',
            name: 'salutation',
            dataset: 'customer',
            label: 'Anrede',
            component: 'select',
            options: [
              { value: 'Herr', label: 'Herr' },
              { value: 'Frau', label: 'Frau' },
            ],
          },
        ],
      },
    ],
  },
  validationSchema: {
    type: 'object',
    properties: {
      payment: {
        type: 'object',
        required: ['iban'],
        properties: {
          iban: { type: 'string', format: 'iban', errorMessage: { format: 'Bitte geben Sie eine gültige IBAN ein.' } },
        },
      },
      customer: {
        type: 'object',
        required: ['salutation'],
        properties: { salutation: { type: 'string', enum: ['Herr', 'Frau'] } },
      },
    },
  },
};

function renderForm(props: Partial<Parameters<typeof SchemaForm>[0]> = {}) {
  const onSubmit = jest.fn<void, [Record<string, unknown>]>();
  render(
    <SchemaForm
      schema={schema}
      initialValues={{}}
      submitLabel="Weiter"
      submitting={false}
      onSubmit={onSubmit}
      onValuesChange={() => undefined}
      {...props}
    />,
  );
  return onSubmit;
}

/** Lets the 5 ms debounce pass. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

/** The messages shown at the fields, each as a screen reader hears it with its field. */
const fieldMessages = () =>
  [...document.querySelectorAll('[aria-invalid="true"]')].map(
    (field) =>
      document.getElementById(
        field
          .getAttribute('aria-describedby')!
          .split(' ')
          .find((id) => id.endsWith('-error'))!,
      )?.textContent,
  );

describe('SchemaForm validation timing (spec §5)', () => {
  it('does not validate while typing, only on blur', async () => {
    renderForm();
    const iban = screen.getByLabelText('IBAN');
    fireEvent.focus(iban);
    fireEvent.change(iban, { target: { value: 'DE00 1234' } });
    await settle();
    expect(fieldMessages()).toEqual([]);
    fireEvent.blur(iban);
    await settle();
    expect(iban).toHaveAttribute('aria-invalid', 'true');
    expect(iban).toHaveAccessibleDescription('IBAN: Bitte geben Sie eine gültige IBAN ein.');
    // A message on blur is no alert; the summary speaks only after a submit.
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('validates a select on change and every field on submit, without submitting invalid data', async () => {
    const onSubmit = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    await settle();
    expect(fieldMessages()).toEqual(['IBAN: Dieses Feld ist erforderlich', 'Anrede: Dieses Feld ist erforderlich']);
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Anrede'), { target: { value: 'Frau' } });
    await settle();
    expect(fieldMessages()).toEqual(['IBAN: Dieses Feld ist erforderlich']);
  });

  it('validates restored values at once (model update) and shows server messages at their field', async () => {
    renderForm({
      initialValues: { payment: { iban: 'DE89 3704 0044 0532 0130 01' } },
      serverErrors: { 'customer.salutation': 'Vom Server abgelehnt.' },
    });
    await settle();
    expect(fieldMessages()).toEqual(['IBAN: Bitte geben Sie eine gültige IBAN ein.', 'Anrede: Vom Server abgelehnt.']);
  });
});

describe('SchemaForm list and whole-number fields', () => {
  const listSchema: FormSchema = {
    definitionSchema: {
      steps: [
        {
          id: 'EXTRA',
          title: 'Extra',
          elements: [
            {
              type: 'field',
              name: 'residential_units',
              dataset: 'connection',
              label: 'Wohneinheiten',
              component: 'number',
            },
            {
              type: 'field',
              name: 'marketing_channels',
              dataset: 'consents',
              label: 'Kontaktwege',
              component: 'checkboxes',
              options: [
                { value: 'EMAIL', label: 'E-Mail' },
                { value: 'SMS', label: 'SMS' },
                { value: 'PHONE', label: 'Telefon' },
              ],
            },
          ],
        },
      ],
    },
    validationSchema: {
      type: 'object',
      properties: {
        connection: {
          type: 'object',
          properties: { residential_units: { type: 'integer', errorMessage: { type: 'Bitte eine ganze Zahl.' } } },
        },
        consents: {
          type: 'object',
          properties: {
            marketing_channels: { type: 'array', maxItems: 2, errorMessage: { maxItems: 'Höchstens zwei.' } },
          },
        },
      },
    },
  };

  it('stores a whole number as a number and the ticked options as a list, with their messages', async () => {
    const onSubmit = renderForm({ schema: listSchema });
    const units = screen.getByLabelText('Wohneinheiten');
    fireEvent.focus(units);
    fireEvent.change(units, { target: { value: '2.5' } });
    fireEvent.blur(units);
    await settle();
    expect(fieldMessages()).toEqual(['Wohneinheiten: Bitte eine ganze Zahl.']);
    fireEvent.change(units, { target: { value: '6' } });
    await settle();

    expect(screen.getByRole('group', { name: 'Kontaktwege' })).toBeInTheDocument();
    for (const label of ['E-Mail', 'SMS', 'Telefon']) fireEvent.click(screen.getByLabelText(label));
    await settle();
    expect(fieldMessages()).toEqual(['Kontaktwege: Höchstens zwei.']);
    fireEvent.click(screen.getByLabelText('SMS'));
    await settle();
    expect(fieldMessages()).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    await settle();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0][0]).toMatchObject({
      connection: { residential_units: 6 },
      consents: { marketing_channels: ['EMAIL', 'PHONE'] },
    });
  });

  it('keeps the submit button busy while the submit it started is under way', async () => {
    let finish = () => undefined as void;
    const onSubmit = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderForm({
      onSubmit,
      initialValues: { payment: { iban: 'DE89 3704 0044 0532 0130 00' }, customer: { salutation: 'Frau' } },
    });
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(screen.getByRole('button', { name: 'Weiter' })).toBeDisabled();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    expect(screen.getByRole('button', { name: 'Weiter' })).toBeEnabled();
  });
});
