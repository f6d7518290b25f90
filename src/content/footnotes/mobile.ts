import type { MobileFootnoteTag } from './order';
import { germanDate, PROMOTION_WINDOWS as W, windowText } from '../../domain/promotion-windows';
import { formatCents as euro } from '../../domain/money';
import {
  CASHBACK_CENTS,
  DATA_SIZES,
  MOBILE_SETUP_CENTS,
  MOBILE_SIZES,
  PHONE_DEAL,
  phoneDealMonthlyCents,
  PREPAID_FALLBACK as FALLBACK,
  PREPAID_SIZES,
  STREAMING_BOOST_PERCENT,
  STREAMING_BOOSTS,
  TARIFF_TERM_MONTHS as TERM,
  THROTTLE_KBIT,
  TRADE_IN_CENTS,
  VIDEO_STREAMING,
  YOUNG_LOWER_MONTHS,
  YOUNG_XL_ROAMING as ROAMING,
} from '../../domain/offer-figures';

const list = (parts: string[]) => parts.join(', ');
const capped = MOBILE_SIZES.filter((s) => s.dataVolume !== 'Unbegrenzt');
const unlimited = MOBILE_SIZES.filter((s) => s.dataVolume === 'Unbegrenzt');
const dealSize = MOBILE_SIZES.find((s) => s.size === PHONE_DEAL.size)!;
/** 'XS und S' for the sizes whose cashback is this amount. */
const sizesWithCashback = (cents: number) => {
  const sizes = MOBILE_SIZES.filter((s) => CASHBACK_CENTS[s.size] === cents).map((s) => s.size);
  return sizes.length > 1 ? `${sizes.slice(0, -1).join(', ')} und ${sizes.at(-1)}` : sizes.join('');
};
const cashbacks = [...new Set(Object.values(CASHBACK_CENTS))];
const streamingNote =
  'Voraussetzung sind ein Wohnsitz in Deutschland und die Annahme der Nutzungsbedingungen des Streamingdienstes.';

/** German footnote texts of the unterwegs section; every figure comes from the offer's one table (spec §9). */
export const MOBILE_FOOTNOTE_TEXTS: Record<MobileFootnoteTag, string> = {
  SETUP_MOBILE: `<p>Einmaliger Bereitstellungspreis für Mobilfunktarife: <strong>${euro(MOBILE_SETUP_CENTS)}</strong>.</p>`,
  TERM_24: `<p>Mindestlaufzeit <strong>${TERM} Monate</strong>. Danach verlängert sich der Vertrag auf unbestimmte Zeit und ist monatlich kündbar.</p>`,
  THROTTLE: `<p>Nach Verbrauch des Datenvolumens wird die Bandbreite im jeweiligen Monat auf <strong>${THROTTLE_KBIT.down} kbit/s</strong> im Download und <strong>${THROTTLE_KBIT.up} kbit/s</strong> im Upload beschränkt.</p>`,
  MOBIL_TARIFF: `<p>Angebot für private Endkunden ab 18 Jahren. Monatlicher Grundpreis ${list(MOBILE_SIZES.map((s) => `Mobil ${s.size} ${euro(s.priceCents)}`))}. Datenvolumen ${list(capped.map((s) => `Mobil ${s.size} ${s.dataVolume}`))}; ${unlimited.map((s) => `Mobil ${s.size}`).join(', ')} ohne Volumenbegrenzung.</p>`,
  YOUNG: `<p>Young-Tarife buchbar für Kunden von <strong>18 bis 27 Jahren</strong> im Aktionszeitraum ${windowText(W.YOUNG)}. In den ersten <strong>${YOUNG_LOWER_MONTHS} Monaten</strong> gilt der niedrigere Young-Preis (${list(MOBILE_SIZES.map((s) => `Young ${s.size} ${euro(s.youngPriceCents)}`))}), danach der reguläre Monatspreis. Der Young-Vorteil endet ab dem Monat nach dem 28. Geburtstag, jedoch nicht vor Ablauf der Mindestlaufzeit.</p>`,
  YOUNG_XL_ROAMING: `<p>Young XL: Roaming mit <strong>${ROAMING.countryGroupsGb} GB</strong> in den Ländergruppen 2 und 3 sowie bis zu <strong>${ROAMING.euGb} GB</strong> in der EU, der Schweiz und Großbritannien. Fair-Use in der Schweiz und in Großbritannien: ${ROAMING.fairUseMinutes} Minuten und ${ROAMING.fairUseSms} SMS.</p>`,
  PREPAID_CARD: `<p>Einmaliger Kartenpreis ${list(PREPAID_SIZES.map((s) => `Prepaid ${s.size} ${euro(s.cardCents)}`))}; der Kartenpreis wird jeweils vollständig als <strong>Startguthaben</strong> gutgeschrieben. Die Aktivierung setzt eine Identitätsprüfung voraus.</p>`,
  PREPAID_PRICE: `<p>Grundpreis je 4 Wochen: ${list(PREPAID_SIZES.map((s) => `Prepaid ${s.size} ${euro(s.priceCents)} mit ${s.dataVolume}`))}. Kann der Grundpreis mangels Guthaben nicht abgebucht werden, gelten <strong>${euro(FALLBACK.perMinuteOrSmsCents)}</strong> je Minute bzw. SMS und <strong>${euro(FALLBACK.perDataBlockCents)}</strong> je ${FALLBACK.dataBlock} für ${FALLBACK.dataBlockHours} Stunden.</p>`,
  PREPAID_CORPORATE: `<p>Vorteilsvariante für Mitarbeitende: Grundpreis je 4 Wochen ${list(PREPAID_SIZES.map((s) => `Prepaid ${s.size} ${euro(s.corporatePriceCents)}`))} bei gleichem Datenvolumen.</p>`,
  PREPAID_BONUS: `<p>Aktion ${windowText(W.PREPAID_BONUS)}: zusätzlich ${PREPAID_SIZES.map((s) => `<strong>${s.bonus}</strong> (Prepaid ${s.size})`).join(', ')} je 4 Wochen.</p>`,
  DATA_TARIFF: `<p>Datentarife ohne Telefonie: ${list(DATA_SIZES.map((s) => `Data ${s.size} ${s.dataVolume} für ${euro(s.priceCents)} monatlich`))}. Mindestlaufzeit ${TERM} Monate, Bereitstellungspreis ${euro(MOBILE_SETUP_CENTS)}.</p>`,
  DEVICE_PRICE: `<p>Einmaliger Gerätepreis in Verbindung mit dem gewählten Tarif und ${TERM} Monaten Mindestlaufzeit. Versand kostenlos.</p>`,
  PHONE_DEAL: `<p>Top-Smartphone für <strong>${euro(PHONE_DEAL.deviceCents)}</strong> in den Tarifen Mobil ${dealSize.size} (${euro(phoneDealMonthlyCents(dealSize.priceCents))} monatlich) und Young ${dealSize.size} (${euro(phoneDealMonthlyCents(dealSize.youngPriceCents))} monatlich in den ersten ${YOUNG_LOWER_MONTHS} Monaten), jeweils inklusive ${euro(PHONE_DEAL.surchargeCents)} Gerätezuschlag, gültig ${windowText(W.PHONE_DEAL)}.</p>`,
  CASHBACK: `<p>Cashback von ${cashbacks.map((cents) => `<strong>${euro(cents)}</strong> in den Tarifen ${sizesWithCashback(cents)}`).join(', ')}. Buchungszeitraum ${windowText(W.CASHBACK)}. Die Auszahlung erfolgt nach Ablauf der Widerrufsfrist und setzt die Registrierung in der App mit der ersten Rechnung im Zeitraum ${windowText(W.CASHBACK_REGISTRATION)} voraus.</p>`,
  TRADE_IN: `<p>Eintauschprämie <strong>${euro(TRADE_IN_CENTS.any)}</strong>; beim Kauf eines Aurelon Vista 15 <strong>${euro(TRADE_IN_CENTS.flagship)}</strong>, beim Aurelon Vista 15 Pro und Pro XL <strong>${euro(TRADE_IN_CENTS.flagshipPro)}</strong>. Für private Kunden ab 18 Jahren; das Altgerät muss funktionsfähig und entsperrt sein und einen Mindestankaufswert von 1 € haben. Höchstens 3 Aktionsgeräte pro Haushalt, solange der Vorrat reicht. Aktion ${windowText(W.TRADE_IN)}, Eingang des Altgeräts bis ${germanDate(W.TRADE_IN_ARRIVAL.until)}.</p>`,
  STREAMING_OPTION: `<p>Streaming-Option: <strong>${STREAMING_BOOST_PERCENT} % mehr Datenvolumen</strong> für Streaming – ${list(STREAMING_BOOSTS.map((b) => `Größe ${b.size} von ${b.fromGb} auf ${b.toGb} GB für ${euro(b.cents)}`))} monatlich. Es kann nur eine Streaming-Option gebucht werden. ${streamingNote}</p>`,
  VIDEO_STREAMING: `<p>Video-Streaming-Option <strong>${euro(VIDEO_STREAMING.cents)}</strong> monatlich, keine Mindestlaufzeit, Kündigungsfrist ${VIDEO_STREAMING.noticeMonths} Monat. ${streamingNote}</p>`,
  ENERGY_LABEL:
    '<p>Energieeffizienzklasse nach EU-Verordnung 2023/1669 auf einer Skala von A (höchste Effizienz) bis G (niedrigste Effizienz). Das Produktdatenblatt öffnen Sie über das Label.</p>',
};
