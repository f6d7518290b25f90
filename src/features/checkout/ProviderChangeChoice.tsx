import { useDispatch, useSelector } from 'react-redux';
import { orderActions, type OrderState } from '../../state/order';

/** New contract or provider change (API.md {kind}); the personal data then ask for the number to take along. */
export function ProviderChangeChoice() {
  const dispatch = useDispatch();
  const changing = useSelector((state: { order: OrderState }) => state.order.isChangingProvider);
  const line = useSelector((state: { order: OrderState }) => state.order.line);
  return (
    <fieldset className="provider-change">
      <legend>Art des Auftrags</legend>
      <label className="schema-field__choice">
        <input type="radio" name="order-kind" checked={!changing} onChange={() => dispatch(orderActions.providerChangeChosen(false))} />
        {line === 'landline' ? 'Neuer Anschluss' : 'Neue Rufnummer'}
      </label>
      <label className="schema-field__choice">
        <input type="radio" name="order-kind" checked={changing} onChange={() => dispatch(orderActions.providerChangeChosen(true))} />
        Anbieterwechsel mit Rufnummernmitnahme
      </label>
    </fieldset>
  );
}
