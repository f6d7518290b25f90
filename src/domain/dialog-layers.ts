/** Spec §9: dialog layering starts at 1000 and adds 2 per opened dialog (backdrop, then panel). */
export const DIALOG_BASE_Z_INDEX = 1000;
export const DIALOG_Z_STEP = 2;

/** z-index of the dialog opened as number `depth` (0 = the first one open). */
export const dialogZIndex = (depth: number) => DIALOG_BASE_Z_INDEX + DIALOG_Z_STEP * depth;

export type DialogState = 'opening' | 'opened' | 'closing' | 'closed';

/** The next state for an `open` wish: opening and closing run through their transitions. */
export function nextDialogState(current: DialogState, open: boolean): DialogState {
  if (open) return current === 'closed' || current === 'closing' ? 'opening' : current;
  return current === 'opened' || current === 'opening' ? 'closing' : current;
}
