import type { Tariff } from './catalogue-types';
import { formatDecimal } from './german-numbers';

/** API.md "Availability": the line technologies an address can have. */
export type LineTechnology = 'FTTH' | 'VDSL' | 'ADSL';

export interface MaxBandwidth {
  technology: LineTechnology;
  download_kbps: number;
  upload_kbps: number;
}

/** Fibre tariffs need a fibre line into the home; home tariffs run on any line fast enough. */
export function technologiesFor(tariff: Pick<Tariff, 'category'>): LineTechnology[] {
  return tariff.category === 'glasfaser-tarife' ? ['FTTH'] : ['FTTH', 'VDSL', 'ADSL'];
}

/** A landline tariff is bookable where a line of a fitting technology reaches its download speed. */
export function isBookable(tariff: Pick<Tariff, 'category' | 'bandwidth'>, lines: MaxBandwidth[]): boolean {
  if (!tariff.bandwidth) return false;
  const needed = tariff.bandwidth.download_mbit * 1000;
  const technologies = technologiesFor(tariff);
  return lines.some((line) => technologies.includes(line.technology) && line.download_kbps >= needed);
}

export function bookableProductIds(tariffs: Tariff[], lines: MaxBandwidth[]): string[] {
  return tariffs.filter((tariff) => isBookable(tariff, lines)).map((tariff) => tariff.concrete_product_id);
}

/** "1000 Mbit/s" from kbit/s (written as the tariff names do), with a decimal comma: "2,4 Mbit/s". */
export function formatMbit(kbps: number): string {
  return `${formatDecimal(kbps / 1000, 1, false)} Mbit/s`;
}

/** The fastest line at an address, the figure the shop shows as "max. Bandbreite". */
export function fastestLine(lines: MaxBandwidth[]): MaxBandwidth | undefined {
  return lines.reduce<MaxBandwidth | undefined>(
    (best, line) => (!best || line.download_kbps > best.download_kbps ? line : best),
    undefined,
  );
}
