import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../state/store-types';
import { declarationsActions, selectDeclarationFiling } from '../../state/declarations';
import {
  normaliseDeclaration,
  validateDeclaration,
  type DeclarationKind,
  type FieldErrors,
} from '../../domain/declarations';

/** Moves focus to the first field with an error, in document order. */
function focusFirstError(errors: FieldErrors) {
  const first = Array.from(document.querySelectorAll<HTMLElement>('[name]')).find((element) =>
    Object.hasOwn(errors, element.getAttribute('name') ?? ''),
  );
  first?.focus();
}

/**
 * Form state of one declaration: values live here, the filing (request, confirmation, server
 * errors) in the store. Validation uses the server's own rules, so both report the same texts.
 */
export function useDeclarationForm<V extends Record<string, string>>(kind: DeclarationKind, initial: V) {
  const dispatch = useAppDispatch();
  const filing = useAppSelector(selectDeclarationFiling(kind));
  const [values, setValues] = useState(initial);
  /** The errors shown: found here before sending, or answered by the server; editing a field clears its own. */
  const [errors, setErrors] = useState<FieldErrors>({});

  // A declaration left half-way or confirmed earlier does not greet the next visit.
  useEffect(() => () => void dispatch(declarationsActions.reset(kind)), [dispatch, kind]);

  // A refused filing shows the server's errors (taken over while rendering) and focuses the first one.
  const [seenFiling, setSeenFiling] = useState<typeof filing | null>(null);
  if (filing !== seenFiling) {
    setSeenFiling(filing);
    if (filing.status === 'failed') setErrors(filing.fieldErrors);
  }
  useEffect(() => {
    if (filing.status === 'failed') focusFirstError(filing.fieldErrors);
  }, [filing]);

  const change = useCallback((name: string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors(({ [name]: _fixed, ...rest }) => rest);
  }, []);

  /** Checks the values; true when they may be sent. */
  const check = () => {
    const found = validateDeclaration(kind, values, Date.now());
    setErrors(found);
    if (Object.keys(found).length) {
      focusFirstError(found);
      return false;
    }
    return true;
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (check()) dispatch(declarationsActions.submitRequested({ kind, declaration: normaliseDeclaration(kind, values) }));
  };

  /** What a field of the form needs: its name, value, error and the change handler. */
  const bind = (name: keyof V & string) => ({ name, value: values[name] as V[typeof name], onChange: change, error: errors[name] });

  return { values, errors, change, check, submit, filing, bind };
}
