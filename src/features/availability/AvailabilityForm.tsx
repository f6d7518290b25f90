import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Form, FormSpy, useForm } from 'react-final-form';
import { getIn } from 'final-form';
import type { Address, AddressField } from '../../domain/address';
import type { Corrections } from '../../domain/availability';
import { addressElements, addressFields, emptyAddress, fieldMode } from '../../domain/availability-form';
import type { FormSchema } from '../../domain/form-schema';
import { namedMessage } from '../../domain/validation/field-naming';
import { ErrorSummary, type FieldProblem } from '../../components/ErrorSummary';
import { AvailabilityField, availabilityFieldId } from './AvailabilityField';
import { useAddressSuggestions } from './useAddressSuggestions';

interface Props {
  schema: FormSchema;
  initial: Address;
  corrections?: Corrections;
  checking: boolean;
  error: string | null;
  onCheck(address: Address): void;
  onReset(): void;
}

/** The fields, inside the form: picking a suggestion fills in several of them at once. */
function AddressFields({ schema, corrections }: Pick<Props, 'schema' | 'corrections'>) {
  const form = useForm<Address>();
  const suggest = useAddressSuggestions((fills) => form.batch(() => Object.entries(fills).forEach(([name, value]) => form.change(name as AddressField, value))));
  const fields = useMemo(() => addressFields(schema), [schema]);
  const current = (): Address => ({ ...emptyAddress(), ...form.getState().values });
  return (
    <div className="availability-form__grid">
      {addressElements(schema).map((element) => {
        const name = element.name as AddressField;
        return (
          <AvailabilityField
            key={name}
            element={element}
            field={fields.get(name)}
            mode={fieldMode(name, corrections)}
            options={corrections?.[name]}
            suggestions={suggest.optionsFor(name)}
            onPick={(option) => suggest.pick(name, option)}
            onAsk={() => suggest.ask(name, current())}
          />
        );
      })}
    </div>
  );
}

/** The AVAILABILITY_CHECK form, rendered from the schema the server sent (final-form, like every form of the shop). */
export function AvailabilityForm({ schema, initial, corrections, checking, error, onCheck, onReset }: Props) {
  const formElement = useRef<HTMLFormElement>(null);
  const [failedSubmits, setFailedSubmits] = useState(0);
  const elements = useMemo(() => addressElements(schema), [schema]);
  const problemsOf = (errors: object | undefined): FieldProblem[] =>
    elements.flatMap((element) => {
      const message = errors && (getIn(errors, element.name) as string | undefined);
      return message ? [{ id: availabilityFieldId(element.name), message: namedMessage(element.label, message) }] : [];
    });

  // A correction changes which fields can be used: the shopper lands on the first choice to make.
  useEffect(() => {
    if (corrections) formElement.current?.querySelector('select')?.focus();
  }, [corrections]);

  return (
    <Form<Address> initialValues={initial} onSubmit={(values) => onCheck({ ...emptyAddress(), ...values })} subscription={{}}>
      {({ handleSubmit, form }) => (
        <form
          ref={formElement}
          className="availability-form"
          noValidate
          aria-busy={checking}
          onSubmit={(event: FormEvent<HTMLFormElement>) => {
            void handleSubmit(event);
            if (form.getState().invalid) setFailedSubmits((count) => count + 1);
          }}
        >
          {corrections && (
            <p className="availability-form__hint" role="status">
              Wir haben Ihre Adresse nicht genau gefunden. Bitte wählen Sie die passende Angabe aus.
            </p>
          )}
          <FormSpy subscription={{ errors: true, submitFailed: true }}>
            {({ errors, submitFailed }) => <ErrorSummary problems={problemsOf(submitFailed ? errors : undefined)} focusRequest={failedSubmits} />}
          </FormSpy>
          <AddressFields schema={schema} corrections={corrections} />
          {error && (
            <p className="availability-form__error" role="alert">
              {error}
            </p>
          )}
          <div className="availability-form__actions">
            <button type="submit" className="button button--primary" disabled={checking}>
              Verfügbarkeit prüfen
            </button>
            {corrections && (
              <button type="button" className="button" onClick={onReset}>
                Adresse ändern
              </button>
            )}
          </div>
        </form>
      )}
    </Form>
  );
}
