import { useState, type KeyboardEvent } from 'react';

export interface ComboboxOption {
  id: string;
  label: string;
}

/**
 * The WAI-ARIA APG combobox with list autocomplete: the input keeps focus, arrow keys move the
 * active option (aria-activedescendant), Enter picks it, Escape closes the list. Headless: the
 * caller renders the input and the listbox with the props returned here.
 */
export function useCombobox(inputId: string, options: ComboboxOption[], onPick: (option: ComboboxOption) => void) {
  const listboxId = `${inputId}-listbox`;
  const [active, setActive] = useState(-1);
  const [dismissed, setDismissed] = useState(false);
  const [focused, setFocused] = useState(false);
  const open = focused && !dismissed && options.length > 0;
  const activeIndex = active < options.length ? active : -1;
  const optionId = (index: number) => `${listboxId}-${index}`;

  const pick = (option: ComboboxOption) => {
    onPick(option);
    setDismissed(true);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return;
      event.preventDefault();
      setDismissed(false);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + options.length) % options.length);
    } else if (event.key === 'Enter' && open && options[activeIndex]) {
      event.preventDefault();
      pick(options[activeIndex]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setDismissed(true);
      setActive(-1);
    }
  };

  return {
    open,
    activeIndex,
    optionId,
    pick,
    /** Typing shows the list again and starts from no active option. */
    reopen: () => {
      setDismissed(false);
      setActive(-1);
    },
    inputProps: {
      role: 'combobox' as const,
      'aria-autocomplete': 'list' as const,
      'aria-expanded': open,
      'aria-controls': listboxId,
      'aria-activedescendant': open && activeIndex >= 0 ? optionId(activeIndex) : undefined,
      onKeyDown,
      onFocus: () => setFocused(true),
    },
    /** Call from the input's blur: the list closes when focus leaves it. */
    blurred: () => {
      setFocused(false);
      setActive(-1);
    },
    listboxProps: { id: listboxId, role: 'listbox' as const },
  };
}
