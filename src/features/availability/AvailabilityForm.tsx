import { useEffect, useMemo, useRef } from 'react';
import { useForm } from 'react-final-form';
import type { Address, AddressField } from '../../domain/address';
import type { Corrections } from '../../domain/availability';
import { addressElements, addressFields, emptyAddress, fieldMode } from '../../domain/availability-form';
import type { FormSchema } from '../../domain/form-schema';
import { FormShell, SubmitButton } from '../../components/FormShell';
import { AvailabilityField, availabilityFieldId } from './AvailabilityField';
import { useAddressSuggestions } from './useAddressSuggestions';

interface Props {
  schema: FormSchema;
  initial: Address;
  corrections?: Corrections;
  checking: boolean;
  error: string | null;
  onCheck: (address: Address) => void;
  onReset: () => void;
}

/** The fields, inside the form: picking a suggestion fills in several of them at once. */
function AddressFields({ schema, corrections }: Pick<Props, 'schema' | 'corrections'>) {
  const form = useForm<Address>();
  const suggest = useAddressSuggestions((fills) =>
    form.batch(() => Object.entries(fills).forEach(([name, value]) => form.change(name as AddressField, value))),
  );
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

/** The AVAILABILITY_CHECK form, rendered from the schema the server sent in the shop's form shell. */
export function AvailabilityForm({ schema, initial, corrections, checking, error, onCheck, onReset }: Props) {
  const formElement = useRef<HTMLFormElement>(null);
  const fields = useMemo(
    () =>
      addressElements(schema).map((element) => ({
        name: element.name,
        id: availabilityFieldId(element.name),
        label: element.label,
      })),
    [schema],
  );

  // A correction changes which fields can be used: the shopper lands on the first choice to make.
  useEffect(() => {
    if (corrections) formElement.current?.querySelector('select')?.focus();
  }, [corrections]);

  return (
    <FormShell<Address>
      className="availability-form"
      formRef={formElement}
      fields={fields}
      initialValues={initial}
      onSubmit={(values) => onCheck({ ...emptyAddress(), ...values })}
      busy={checking}
      heading={
        corrections && (
          <p className="availability-form__hint" role="status">
            Wir haben Ihre Adresse nicht genau gefunden. Bitte wählen Sie die passende Angabe aus.
          </p>
        )
      }
    >
      {() => (
        <>
          <AddressFields schema={schema} corrections={corrections} />
          {error && (
            <p className="availability-form__error" role="alert">
              {error}
            </p>
          )}
          <div className="availability-form__actions">
            <SubmitButton>Verfügbarkeit prüfen</SubmitButton>
            {corrections && (
              <button type="button" className="button" onClick={onReset}>
                Adresse ändern
              </button>
            )}
          </div>
        </>
      )}
    </FormShell>
  );
}
