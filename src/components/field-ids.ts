/** The id of a schema field's control; its message, hint and label ids derive from it. */
export const fieldIdOf = (path: string) => `field-${path.replaceAll('.', '-')}`;

/**
 * Moves focus to a field as the error summary's links do: its label (or group caption) scrolled
 * into view, then the control itself, or the first choice of a group.
 */
export function focusField(id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  const control = target.matches('input, select, textarea')
    ? target
    : target.querySelector<HTMLElement>('input, select, textarea');
  const caption = document.getElementById(`${id}-label`) ?? document.querySelector(`label[for="${id}"]`) ?? target;
  caption.scrollIntoView({ block: 'start' });
  control?.focus({ preventScroll: true });
}
