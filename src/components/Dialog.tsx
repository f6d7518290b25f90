import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { dialogZIndex, nextDialogState, type DialogState } from '../domain/dialog-layers';
import { useSwipeToClose } from './useSwipeToClose';
import './dialog.css';

/** Open dialogs, oldest first: only the top one answers Escape, and each layers above the last. */
const openStack: string[] = [];
const TRANSITION_MS = 180;
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, iframe, [tabindex]:not([tabindex="-1"])';

interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Spec §2: the close button can be hidden (Escape and a click outside still close). */
  hideCloseButton?: boolean;
  className?: string;
}

/**
 * Spec §2 generic dialog: states opening, opened, closing, closed; focus trapped inside and returned
 * on close. Closes on Escape, a click outside, the close button and a swipe (spec §9).
 */
export function Dialog({ open, title, onClose, children, hideCloseButton, className }: DialogProps) {
  const id = useId();
  const [state, setState] = useState<DialogState>('closed');
  const [depth, setDepth] = useState(0);
  const panel = useRef<HTMLDivElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  // The latest onClose, for the handlers and the swipe; updated after each render, not during it.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });
  const swipe = useSwipeToClose(panel, () => onCloseRef.current());

  // Each change of `open` moves the state on (adjusted while rendering); an opening dialog layers
  // above those open already (its own place if it is still on the stack from a quick reopen).
  const [seenOpen, setSeenOpen] = useState<boolean | null>(null);
  if (open !== seenOpen) {
    setSeenOpen(open);
    const next = nextDialogState(state, open);
    if (next === 'opening') setDepth(openStack.includes(id) ? openStack.indexOf(id) : openStack.length);
    setState(next);
  }

  useEffect(() => {
    if (state === 'opening') {
      returnFocus.current = document.activeElement as HTMLElement | null;
      if (!openStack.includes(id)) openStack.push(id);
      const timer = window.setTimeout(() => setState('opened'), TRANSITION_MS);
      return () => window.clearTimeout(timer);
    }
    if (state === 'closing') {
      const timer = window.setTimeout(() => setState('closed'), TRANSITION_MS);
      return () => window.clearTimeout(timer);
    }
    if (state === 'closed' && openStack.includes(id)) {
      openStack.splice(openStack.indexOf(id), 1);
      returnFocus.current?.focus();
      returnFocus.current = null;
    }
    return undefined;
  }, [state, id]);

  useEffect(() => {
    if (state !== 'opening') return;
    const first = panel.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel.current)?.focus();
  }, [state]);

  useEffect(() => () => {
    if (openStack.includes(id)) openStack.splice(openStack.indexOf(id), 1);
  }, [id]);

  if (state === 'closed') return null;

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (openStack[openStack.length - 1] !== id) return;
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const focusable = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (focusable.length === 0) {
      event.preventDefault();
      return;
    }
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const zIndex = dialogZIndex(depth);
  return createPortal(
    <div
      className="dialog-backdrop"
      data-state={state}
      style={{ zIndex }}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onCloseRef.current();
      }}
      onKeyDown={onKeyDown}
    >
      <div
        {...swipe()}
        ref={panel}
        className={`dialog ${className ?? ''}`}
        data-state={state}
        style={{ zIndex: zIndex + 1 }}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        tabIndex={-1}
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
      </div>
    </div>,
    document.body,
  );
}
