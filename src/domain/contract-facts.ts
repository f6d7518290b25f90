import type { LandlineSpeeds, Speed } from './catalogue-types';
import { formatDecimal } from './german-numbers';
import { HARDWARE_TERM_MONTHS, THROTTLE_KBIT } from './offer-figures';

/**
 * What a contract states about its service and its end, worded once for the order box above
 * 'zahlungspflichtig bestellen' (§ 312j (2) BGB with Art. 246a § 1 EGBGB), the contract summary
 * and the product information sheet, so the three never disagree.
 */

export interface ContractFact {
  label: string;
  value: string;
}

/** Spec §9: throttling once the data volume is used up. */
export const THROTTLE_TEXT = `Nach Verbrauch des Datenvolumens: höchstens ${THROTTLE_KBIT.down} kbit/s im Download und ${THROTTLE_KBIT.up} kbit/s im Upload.`;

/** A no-break space keeps a figure and its unit on one line. */
export const mbit = (value: number) => `${formatDecimal(value)}\u00a0Mbit/s`;

/** The three speeds the TK-Transparenzverordnung asks for, in the order the BNetzA template names them. */
export const SPEED_LEVELS = [
  { key: 'minimum', label: 'Minimal' },
  { key: 'normal', label: 'Normalerweise zur Verfügung stehend' },
  { key: 'maximum', label: 'Maximal' },
] as const;

export type SpeedLevel = (typeof SPEED_LEVELS)[number]['key'];

export const speedAt = (speeds: LandlineSpeeds, level: SpeedLevel): Speed =>
  level === 'maximum' ? { download_mbit: speeds.download_mbit, upload_mbit: speeds.upload_mbit } : speeds[level];

/** '800 Mbit/s im Download, 400 Mbit/s im Upload' */
export const speedText = (speed: Speed) =>
  `${mbit(speed.download_mbit)} im Download, ${mbit(speed.upload_mbit)} im Upload`;

/** One line per level: 'Minimal: 500 Mbit/s im Download, 250 Mbit/s im Upload'. */
export const speedLines = (speeds: LandlineSpeeds): string[] =>
  SPEED_LEVELS.map(({ key, label }) => `${label}: ${speedText(speedAt(speeds, key))}`);

/** The tariff's essential characteristic: its data volume or its three speeds. */
export function serviceFacts(tariff: {
  data_volume?: string;
  bandwidth?: LandlineSpeeds;
  sublevel?: string;
}): ContractFact[] {
  if (tariff.bandwidth) return [{ label: 'Geschwindigkeit', value: speedLines(tariff.bandwidth).join('; ') }];
  if (!tariff.data_volume) return [];
  if (tariff.data_volume === 'Unbegrenzt') return [{ label: 'Datenvolumen', value: 'Unbegrenzt.' }];
  // Prepaid volumes renew with the base price every 4 weeks, contract volumes every month.
  const period = tariff.sublevel === 'PREPAID' ? 'je 4 Wochen' : 'im Monat';
  return [{ label: 'Datenvolumen', value: `${tariff.data_volume.replace(' ', '\u00a0')} ${period}. ${THROTTLE_TEXT}` }];
}

/** The minimum term's end and how the contract can be ended then, plus the hardware rental's own term. */
export function terminationLines(termMonths: number, rentsHardware: boolean): string[] {
  const lines =
    termMonths > 0
      ? [
          `Mindestvertragslaufzeit ${termMonths} Monate ab Bereitstellung.`,
          'Danach läuft der Vertrag unbefristet weiter und ist jederzeit mit einer Frist von einem Monat kündbar.',
        ]
      : ['Keine Mindestvertragslaufzeit; jederzeit mit einer Frist von einem Monat kündbar.'];
  if (rentsHardware)
    lines.push(`Hardware-Mietpakete: Mindestlaufzeit ${HARDWARE_TERM_MONTHS} Monate, danach monatlich kündbar.`);
  return lines;
}

/** Hardware paid for month by month is rented and has its own minimum term; a free loan device has none. */
export const rentsHardware = (cart: { hardware: { conditions: { type: string; amount_cents: number }[] }[] }) =>
  cart.hardware.some((line) =>
    line.conditions.some((condition) => condition.type === 'monthly' && condition.amount_cents > 0),
  );

/** What the order box and the overview show besides the prices. */
export interface ContractTerms {
  service: ContractFact[];
  termination: string[];
}
