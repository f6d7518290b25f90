import type { UnknownAction } from '@reduxjs/toolkit';
import { useAppDispatch } from '../../state/store-types';
import { useNavigate } from 'react-router';

interface AddToCartButtonProps {
  /** The cart intents to dispatch in order (see add-to-cart.ts); none means this choice cannot be ordered. */
  action: UnknownAction | UnknownAction[] | undefined;
  /** Tariffs and devices lead on to the cart; options and hardware keep the shopper on their page. */
  goToCart?: boolean;
  label?: string;
  className?: string;
  /** The id of the text that says why the button is disabled. */
  describedBy?: string;
}

/** UX.md fixed label 'In den Warenkorb'. */
export function AddToCartButton({ action, goToCart = true, label = 'In den Warenkorb', className = '', describedBy }: AddToCartButtonProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const add = () => {
    if (!action) return;
    for (const intent of Array.isArray(action) ? action : [action]) dispatch(intent);
    if (goToCart) void navigate('/warenkorb');
  };
  return (
    <button type="button" className={`button button--primary ${className}`.trim()} disabled={!action} aria-describedby={describedBy} onClick={add}>
      {label}
    </button>
  );
}
