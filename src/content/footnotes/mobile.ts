import type { MobileFootnoteTag } from './order';
import { germanDate, PROMOTION_WINDOWS as W, windowText } from '../../domain/promotion-windows';

/** German footnote texts of the unterwegs section; every figure is the one the catalogue uses (spec §9). */
export const MOBILE_FOOTNOTE_TEXTS: Record<MobileFootnoteTag, string> = {
  SETUP_MOBILE: '<p>Einmaliger Bereitstellungspreis für Mobilfunktarife: <strong>39,95 €</strong>.</p>',
  TERM_24: '<p>Mindestlaufzeit <strong>24 Monate</strong>. Danach verlängert sich der Vertrag auf unbestimmte Zeit und ist monatlich kündbar.</p>',
  THROTTLE: '<p>Nach Verbrauch des Datenvolumens wird die Bandbreite im jeweiligen Monat auf <strong>64 kbit/s</strong> im Download und <strong>16 kbit/s</strong> im Upload beschränkt.</p>',
  MOBIL_TARIFF: '<p>Angebot für private Endkunden ab 18 Jahren. Monatlicher Grundpreis Mobil XS 24,95 €, Mobil S 34,95 €, Mobil M 44,95 €, Mobil L 54,95 €, Mobil XL 74,95 €. Datenvolumen Mobil S 30 GB, Mobil M 50 GB, Mobil L 100 GB; Mobil XL ohne Volumenbegrenzung.</p>',
  YOUNG: `<p>Young-Tarife buchbar für Kunden von <strong>18 bis 27 Jahren</strong> im Aktionszeitraum ${windowText(W.YOUNG)}. In den ersten <strong>36 Monaten</strong> gilt der niedrigere Young-Preis, danach der reguläre Monatspreis. Der Young-Vorteil endet ab dem Monat nach dem 28. Geburtstag, jedoch nicht vor Ablauf der Mindestlaufzeit.</p>`,
  YOUNG_XL_ROAMING: '<p>Young XL: Roaming mit <strong>5 GB</strong> in den Ländergruppen 2 und 3 sowie bis zu <strong>200 GB</strong> in der EU, der Schweiz und Großbritannien. Fair-Use in der Schweiz und in Großbritannien: 1000 Minuten und 1000 SMS.</p>',
  PREPAID_CARD: '<p>Einmaliger Kartenpreis Prepaid M 9,95 €, Prepaid L 14,95 €, Prepaid XL 19,95 €; der Kartenpreis wird jeweils vollständig als <strong>Startguthaben</strong> gutgeschrieben. Die Aktivierung setzt eine Identitätsprüfung voraus.</p>',
  PREPAID_PRICE: '<p>Grundpreis je 4 Wochen: Prepaid M 9,95 € mit 13 GB, Prepaid L 14,95 € mit 25 GB, Prepaid XL 19,95 € mit 50 GB. Kann der Grundpreis mangels Guthaben nicht abgebucht werden, gelten <strong>0,09 €</strong> je Minute bzw. SMS und <strong>1,49 €</strong> je 50 MB für 24 Stunden.</p>',
  PREPAID_CORPORATE: '<p>Vorteilsvariante für Mitarbeitende: Grundpreis je 4 Wochen Prepaid M 7,96 €, Prepaid L 11,96 €, Prepaid XL 15,96 € bei gleichem Datenvolumen.</p>',
  PREPAID_BONUS: `<p>Aktion ${windowText(W.PREPAID_BONUS)}: zusätzlich <strong>+2 GB</strong> (Prepaid M), <strong>+5 GB</strong> (Prepaid L) bzw. <strong>+10 GB</strong> (Prepaid XL) je 4 Wochen.</p>`,
  DATA_TARIFF: '<p>Datentarife ohne Telefonie: Data S 5 GB, Data M 10 GB, Data L 25 GB. Mindestlaufzeit 24 Monate, Bereitstellungspreis 39,95 €.</p>',
  DEVICE_PRICE: '<p>Einmaliger Gerätepreis in Verbindung mit dem gewählten Tarif und 24 Monaten Mindestlaufzeit. Versand kostenlos.</p>',
  PHONE_DEAL: `<p>Top-Smartphone für <strong>1 €</strong> im Tarif Mobil M: 55,96 € monatlich inklusive Gerätezuschlag, gültig ${windowText(W.PHONE_DEAL)}.</p>`,
  CASHBACK: `<p>Cashback von <strong>120 €</strong> in den Tarifen XS und S, <strong>240 €</strong> in den Tarifen M, L und XL. Buchungszeitraum ${windowText(W.CASHBACK)}. Die Auszahlung erfolgt nach Ablauf der Widerrufsfrist und setzt die Registrierung in der App mit der ersten Rechnung im Zeitraum ${windowText(W.CASHBACK_REGISTRATION)} voraus.</p>`,
  TRADE_IN: `<p>Eintauschprämie <strong>100 €</strong>; beim Kauf eines Aurelon Vista 15 <strong>150 €</strong>, beim Aurelon Vista 15 Pro und Pro XL <strong>200 €</strong>. Für private Kunden ab 18 Jahren; das Altgerät muss funktionsfähig und entsperrt sein und einen Mindestankaufswert von 1 € haben. Höchstens 3 Aktionsgeräte pro Haushalt, solange der Vorrat reicht. Aktion ${windowText(W.TRADE_IN)}, Eingang des Altgeräts bis ${germanDate(W.TRADE_IN_ARRIVAL.until)}.</p>`,
  STREAMING_OPTION: '<p>Streaming-Option: <strong>50 % mehr Datenvolumen</strong> für Streaming – Größe S von 40 auf 60 GB für 4,99 €, Größe M von 100 auf 150 GB für 5,99 €, Größe L von 200 auf 300 GB für 9,99 € monatlich. Es kann nur eine Streaming-Option gebucht werden. Voraussetzung sind ein Wohnsitz in Deutschland und die Annahme der Nutzungsbedingungen des Streamingdienstes.</p>',
  VIDEO_STREAMING: '<p>Video-Streaming-Option <strong>5,99 €</strong> monatlich, keine Mindestlaufzeit, Kündigungsfrist 1 Monat. Voraussetzung sind ein Wohnsitz in Deutschland und die Annahme der Nutzungsbedingungen des Streamingdienstes.</p>',
  ENERGY_LABEL: '<p>Energieeffizienzklasse nach EU-Verordnung 2023/1669 auf einer Skala von A (höchste Effizienz) bis G (niedrigste Effizienz). Das Produktdatenblatt öffnen Sie über das Label.</p>',
};
