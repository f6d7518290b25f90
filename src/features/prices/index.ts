/** The public face of this feature: the price lines other screens show. Other features import this file only. */
export { PriceLines } from './PriceLines';
