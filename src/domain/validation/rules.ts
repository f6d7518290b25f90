import { isIban, isPaybackCardNumber, passesLuhn } from './checksums';
import { isoDateNumber } from './dates';
import { hasDimensions, hasExtension, isImage, withinSize } from './files';

/** Every rule of spec §5 "Forms: available rules". */
export type RuleName =
  | 'required'
  | 'min'
  | 'max'
  | 'min_value'
  | 'max_value'
  | 'between'
  | 'regex'
  | 'one_of'
  | 'numeric'
  | 'integer'
  | 'digits'
  | 'email'
  | 'url'
  | 'alpha'
  | 'alpha_num'
  | 'alpha_dash'
  | 'alpha_spaces'
  | 'image'
  | 'ext'
  | 'size'
  | 'dimensions'
  | 'confirmed'
  | 'luhn'
  | 'payback'
  | 'iban'
  | 'dateMinimum'
  | 'dateMaximum'
  | 'minItems'
  | 'maxItems';

export interface Rule {
  name: RuleName;
  /** min/max: length; between: [low, high]; regex: source; one_of: values; confirmed: other field path … */
  params?: unknown;
}

/** Lets `confirmed` look at the other field. */
export type ValueLookup = (path: string) => unknown;

/** Spec §5: empty string, null, false and an empty array count as missing. */
export const isMissing = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === '' ||
  value === false ||
  (Array.isArray(value) && value.length === 0);

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

const text = (value: unknown) => String(value);
const asNumber = (value: unknown) => (typeof value === 'number' ? value : Number(text(value).replace(',', '.')));
const lengthOf = (value: unknown) => (Array.isArray(value) ? value.length : text(value).length);

const ALPHA = /^[\p{L}]+$/u;
const ALPHA_NUM = /^[\p{L}\p{N}]+$/u;
const ALPHA_DASH = /^[\p{L}\p{N}_-]+$/u;
const ALPHA_SPACES = /^[\p{L}\s]+$/u;
/** The HTML living standard's e-mail grammar, as browsers check type="email". */
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

function isUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

function compareDate(value: unknown, bound: unknown, accept: (value: number, bound: number) => boolean): boolean {
  if (isEmpty(value)) return true;
  const date = isoDateNumber(text(value));
  const limit = isoDateNumber(text(bound));
  return date !== null && limit !== null && accept(date, limit);
}

const countItems = (value: unknown, accept: (count: number) => boolean) =>
  isEmpty(value) || (Array.isArray(value) && accept(value.length));

type Check = (value: unknown, params: unknown, lookup: ValueLookup) => boolean;

/** Each check answers for a present value; empty values pass every rule except required. */
const CHECKS: Record<Exclude<RuleName, 'required' | 'dateMinimum' | 'dateMaximum' | 'minItems' | 'maxItems'>, Check> = {
  min: (value, length) => lengthOf(value) >= Number(length),
  max: (value, length) => lengthOf(value) <= Number(length),
  min_value: (value, min) => asNumber(value) >= Number(min),
  max_value: (value, max) => asNumber(value) <= Number(max),
  between: (value, bounds) => {
    const [low, high] = bounds as [number, number];
    const number = asNumber(value);
    return number >= low && number <= high;
  },
  regex: (value, pattern) =>
    new RegExp(pattern instanceof RegExp ? pattern.source : String(pattern), 'u').test(text(value)),
  one_of: (value, allowed) => (allowed as unknown[]).some((entry) => entry === value || String(entry) === text(value)),
  numeric: (value) => /^\d+$/.test(text(value)),
  integer: (value) => /^-?\d+$/.test(text(value)),
  digits: (value, length) => /^\d+$/.test(text(value)) && text(value).length === Number(length),
  email: (value) => EMAIL.test(text(value)),
  url: (value) => isUrl(text(value)),
  alpha: (value) => ALPHA.test(text(value)),
  alpha_num: (value) => ALPHA_NUM.test(text(value)),
  alpha_dash: (value) => ALPHA_DASH.test(text(value)),
  alpha_spaces: (value) => ALPHA_SPACES.test(text(value)),
  image: (value) => isImage(value),
  ext: (value, extensions) => hasExtension(value, extensions as string[]),
  size: (value, kilobytes) => withinSize(value, Number(kilobytes)),
  dimensions: (value, size) => {
    const [width, height] = size as [number, number];
    return hasDimensions(value, width, height);
  },
  confirmed: (value, otherField, lookup) => value === lookup(String(otherField)),
  luhn: (value) => passesLuhn(text(value).replace(/\s+/g, '')),
  payback: (value) => isPaybackCardNumber(text(value)),
  iban: (value) => isIban(text(value)),
};

/** True when the value satisfies the rule. */
export function passes(rule: Rule, value: unknown, lookup: ValueLookup = () => undefined): boolean {
  switch (rule.name) {
    case 'required':
      return !isMissing(value);
    case 'dateMinimum':
      return compareDate(value, rule.params, (date, bound) => date >= bound);
    case 'dateMaximum':
      return compareDate(value, rule.params, (date, bound) => date <= bound);
    case 'minItems':
      return countItems(value, (count) => count >= Number(rule.params));
    case 'maxItems':
      return countItems(value, (count) => count <= Number(rule.params));
    default:
      return isEmpty(value) || CHECKS[rule.name](value, rule.params, lookup);
  }
}
