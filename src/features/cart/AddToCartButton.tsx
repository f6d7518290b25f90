import { useState } from 'react';
import type { UnknownAction } from '@reduxjs/toolkit';
import { useFeatureDispatchAsync } from '../../state/feature-loading';
import { useNavigate } from 'react-router';
import { afterNextPaint } from '../../components/next-paint';

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

/**
 * UX.md fixed label 'In den Warenkorb'. A press shows the button busy at once; the cart's work
 * (its code on the first press, the intents, the cart's count, the way to the cart) follows after
 * that frame is painted, each in later tasks, so the press is answered without waiting for it.
 */
export function AddToCartButton({
  action,
  goToCart = true,
  label = 'In den Warenkorb',
  className = '',
  describedBy,
}: AddToCartButtonProps) {
  const dispatch = useFeatureDispatchAsync('cart');
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const add = async () => {
    if (!action || busy) return;
    setBusy(true);
    await afterNextPaint();
    // In order; on the first press each waits for the cart's code, and the cart opens with them handled.
    for (const intent of Array.isArray(action) ? action : [action]) await dispatch(intent);
    // The cart page renders in a transition: the badge's new count, rendered at once, is not held back by it.
    if (goToCart) await navigate('/warenkorb');
    else setBusy(false);
  };
  return (
    <button
      type="button"
      className={`button button--primary ${className}`.trim()}
      disabled={!action}
      aria-busy={busy}
      aria-describedby={describedBy}
      onClick={() => void add()}
    >
      {label}
    </button>
  );
}
