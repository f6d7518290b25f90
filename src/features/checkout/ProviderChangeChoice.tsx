import { useEffect, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../state/store-types';
import { orderActions } from '../../state/order';
import { selectChangingProvider, selectOrderLine } from '../../state/order-selectors';
import { kindOf } from '../../domain/order-flow';

const NEW_CONTRACT = kindOf(false);
const PROVIDER_CHANGE = kindOf(true);

/**
 * Another kind of order starts another temp order: the step shows a loader meanwhile and then
 * this choice anew. Focus returns to the chosen radio instead of falling to the page.
 */
let refocusAfterNewOrder = false;

/** New contract or provider change (API.md {kind}); the personal data then ask for the number to take along. */
export function ProviderChangeChoice() {
  const dispatch = useAppDispatch();
  const changing = useAppSelector(selectChangingProvider);
  const line = useAppSelector(selectOrderLine);
  const fieldset = useRef<HTMLFieldSetElement>(null);
  const choose = (changing: boolean) => {
    refocusAfterNewOrder = true;
    dispatch(orderActions.providerChangeChosen(changing));
  };
  // What the first render showed: on a page rendered on the server, the shopper may have chosen
  // otherwise before the app ran (React leaves that choice in the page when it hydrates).
  const [rendered] = useState(changing);
  useEffect(() => {
    const shown = fieldset.current?.querySelector<HTMLInputElement>(`input[value="${PROVIDER_CHANGE}"]`)?.checked;
    if (shown !== undefined && shown !== rendered) {
      choose(shown);
      return;
    }
    if (!refocusAfterNewOrder) return;
    refocusAfterNewOrder = false;
    fieldset.current?.querySelector<HTMLInputElement>('input:checked')?.focus();
    // Once, for the markup this choice was first rendered into.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <fieldset className="provider-change" ref={fieldset}>
      <legend>Art des Auftrags</legend>
      <label className="schema-field__choice">
        <input type="radio" name="order-kind" value={NEW_CONTRACT} checked={!changing} onChange={() => choose(false)} />
        {line === 'landline' ? 'Neuer Anschluss' : 'Neue Rufnummer'}
      </label>
      <label className="schema-field__choice">
        <input
          type="radio"
          name="order-kind"
          value={PROVIDER_CHANGE}
          checked={changing}
          onChange={() => choose(true)}
        />
        Anbieterwechsel mit Rufnummernmitnahme
      </label>
    </fieldset>
  );
}
