import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import type { Address, AddressField } from '../../domain/address';
import type { Corrections } from '../../domain/availability';
import { addressElements, addressErrors, addressFieldError, addressFields, fieldMode } from '../../domain/availability-form';
import type { FormSchema } from '../../domain/form-schema';
import { AvailabilityField } from './AvailabilityField';
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

/** The AVAILABILITY_CHECK form, rendered from the schema the server sent. */
export function AvailabilityForm({ schema, initial, corrections, checking, error, onCheck, onReset }: Props) {
  const [values, setValues] = useState<Address>(initial);
  const [errors, setErrors] = useState<Partial<Record<AddressField, string>>>({});
  const form = useRef<HTMLFormElement>(null);
  const suggest = useAddressSuggestions(setValues);
  const fields = useMemo(() => addressFields(schema), [schema]);

  // A correction changes which fields can be used: the shopper lands on the first choice to make.
  useEffect(() => {
    if (corrections) form.current?.querySelector('select')?.focus();
  }, [corrections]);

  const validate = (name: AddressField, value: string) =>
    setErrors((current) => ({ ...current, [name]: addressFieldError(fields.get(name), value) }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = addressErrors(fields, values);
    setErrors(found);
    if (Object.keys(found).length === 0) onCheck(values);
  };

  return (
    <form ref={form} className="availability-form" onSubmit={submit} noValidate aria-busy={checking}>
      {corrections && (
        <p className="availability-form__hint" role="status">
          Wir haben Ihre Adresse nicht genau gefunden. Bitte wählen Sie die passende Angabe aus.
        </p>
      )}
      <div className="availability-form__grid">
        {addressElements(schema).map((element) => {
          const name = element.name as AddressField;
          return (
            <AvailabilityField
              key={name}
              element={element}
              value={values[name] ?? ''}
              mode={fieldMode(name, corrections)}
              options={corrections?.[name]}
              error={errors[name]}
              suggestions={suggest.optionsFor(name)}
              onPick={(option) => suggest.pick(name, option)}
              onFocus={() => suggest.ask(name, values)}
              onChange={(value) => {
                setValues((current) => ({ ...current, [name]: value }));
                suggest.ask(name, { ...values, [name]: value });
                if (errors[name]) validate(name, value);
              }}
              onBlur={() => validate(name, values[name] ?? '')}
            />
          );
        })}
      </div>
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
  );
}
