import { useFeatureDispatch } from '../../state/feature-loading';
import { useAppSelector } from '../../state/store-types';
import type { Address, AddressField } from '../../domain/address';
import { houseLabel, placeLabel, suggestionQuery, type Suggestions } from '../../domain/address-suggestions';
import { availabilityActions, selectAddressSuggestions } from '../../state/availability';
import type { ComboboxOption } from './useCombobox';

const SUGGESTING_FIELDS: AddressField[] = ['zipcode', 'street', 'house_no'];

/** Each suggestion as an option, and the address fields picking it fills in. */
function choicesOf(suggestions: Suggestions): Array<ComboboxOption & { fills: Partial<Address> }> {
  switch (suggestions.field) {
    case 'zipcode':
      return suggestions.places.map((place) => ({
        id: `${place.zipcode}|${place.city}|${place.district}`,
        label: placeLabel(place),
        fills: { zipcode: place.zipcode, city: place.city, district: place.district },
      }));
    case 'street':
      return suggestions.streets.map(({ street }) => ({ id: street, label: street, fills: { street } }));
    case 'house_no':
      return suggestions.houses.map((house) => ({
        id: `${house.house_no}|${house.house_no_suffix}`,
        label: houseLabel(house),
        fills: { house_no: house.house_no, house_no_suffix: house.house_no_suffix },
      }));
  }
}

/** The address book's suggestions for the postcode, street and house number being typed. */
/** Picking a postcode fills in its town and district; nothing changes a field the shopper did not pick for. */
export function useAddressSuggestions(fill: (fills: Partial<Address>) => void) {
  const dispatch = useFeatureDispatch('availability');
  const suggestions = useAppSelector(selectAddressSuggestions);
  const ask = (field: AddressField, next: Address) =>
    dispatch(availabilityActions.suggestionsRequested(suggestionQuery(field, next)));

  return {
    /** The options for a field, or undefined for a field without suggestions. */
    optionsFor: (field: AddressField) => {
      if (!SUGGESTING_FIELDS.includes(field)) return undefined;
      return suggestions?.field === field ? choicesOf(suggestions) : [];
    },
    /** Typed or focused: ask for the field's suggestions (the saga waits for a pause). */
    ask,
    pick: (field: AddressField, option: ComboboxOption) => {
      const choice = suggestions?.field === field ? choicesOf(suggestions).find((c) => c.id === option.id) : undefined;
      if (choice) fill(choice.fills);
      dispatch(availabilityActions.suggestionsRequested(null));
    },
  };
}
