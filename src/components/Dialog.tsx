import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { dialogZIndex, nextDialogState, type DialogState } from '../domain/dialog-layers';
import { useSwipeToClose } from './useSwipeToClose';
import './dialog.css';

const TRANSITION_MS = 180;

interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Spec §2: the close button can be hidden (Escape and a click outside still close). */
  hideCloseButton?: boolean;
  className?: string;
}

const isOutside = (dialog: HTMLElement, event: React.MouseEvent) => {
  if (event.target !== dialog) return false;
  const box = dialog.getBoundingClientRect();
  return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
};

/**
 * Spec §2 generic dialog on the native modal <dialog>: showModal() makes the page behind inert,
 * keeps focus and the screen reader inside, answers Escape with a `cancel` event (only the top
 * dialog gets it) and close() returns focus to the control that opened it. The states opening,
 * opened, closing and closed run the transitions around that; a click outside and a swipe
 * (spec §9) close too.
 */
export function Dialog({ open, title, onClose, children, hideCloseButton, className }: DialogProps) {
  const id = useId();
  const [state, setState] = useState<DialogState>('closed');
  const dialog = useRef<HTMLDialogElement>(null);
  // The latest onClose, for the handlers and the swipe; updated after each render, not during it.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });
  const swipe = useSwipeToClose(dialog, () => onCloseRef.current());

  // Each change of `open` moves the state on (adjusted while rendering).
  const [seenOpen, setSeenOpen] = useState<boolean | null>(null);
  if (open !== seenOpen) {
    setSeenOpen(open);
    setState(nextDialogState(state, open));
  }

  useEffect(() => {
    const element = dialog.current;
    if (state === 'opening' && element) {
      if (!element.open) {
        // Spec §9 layering: each dialog one step above those open already (the top layer keeps
        // the same order by itself; the figure is the spec's).
        element.style.zIndex = String(dialogZIndex(document.querySelectorAll('dialog[open]').length));
        element.showModal();
      }
      const timer = window.setTimeout(() => setState('opened'), TRANSITION_MS);
      return () => window.clearTimeout(timer);
    }
    if (state === 'closing') {
      const timer = window.setTimeout(() => {
        element?.close();
        setState('closed');
      }, TRANSITION_MS);
      return () => window.clearTimeout(timer);
    }
    return undefined;
  }, [state]);

  if (state === 'closed') return null;

  return (
    <dialog
      {...swipe()}
      ref={dialog}
      className={`dialog ${className ?? ''}`}
      data-state={state}
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        // Escape: the closing transition runs first; close() follows at its end.
        event.preventDefault();
        onCloseRef.current();
      }}
      onClose={() => {
        // The browser closed it itself (a second Escape without a click between): follow suit.
        if (state === 'opening' || state === 'opened') onCloseRef.current();
      }}
      onMouseDown={(event) => {
        if (isOutside(event.currentTarget, event)) onCloseRef.current();
      }}
    >
      <div className="dialog__head">
        <h2 id={`${id}-title`} className="dialog__title">
          {title}
        </h2>
        {!hideCloseButton && (
          <button type="button" className="dialog__close" aria-label="Schließen" onClick={() => onCloseRef.current()}>
            ×
          </button>
        )}
      </div>
      <div className="dialog__body">{children}</div>
    </dialog>
  );
}
