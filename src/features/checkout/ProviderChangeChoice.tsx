import { useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../state/store-types';
import { orderActions } from '../../state/order';
import { selectChangingProvider, selectOrderLine } from '../../state/order-selectors';

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
  useEffect(() => {
    if (!refocusAfterNewOrder) return;
    refocusAfterNewOrder = false;
    fieldset.current?.querySelector<HTMLInputElement>('input:checked')?.focus();
  }, []);
  const choose = (changing: boolean) => {
    refocusAfterNewOrder = true;
    dispatch(orderActions.providerChangeChosen(changing));
  };
  return (
    <fieldset className="provider-change" ref={fieldset}>
      <legend>Art des Auftrags</legend>
      <label className="schema-field__choice">
        <input type="radio" name="order-kind" checked={!changing} onChange={() => choose(false)} />
        {line === 'landline' ? 'Neuer Anschluss' : 'Neue Rufnummer'}
      </label>
      <label className="schema-field__choice">
        <input type="radio" name="order-kind" checked={changing} onChange={() => choose(true)} />
        Anbieterwechsel mit Rufnummernmitnahme
      </label>
    </fieldset>
  );
}
