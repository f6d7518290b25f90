import type { LandlineFootnoteTag } from './order';
import { PROMOTION_WINDOWS, windowText } from '../../domain/promotion-windows';

/** German texts for every tag the zuhause section shows; the figures are those of spec §9. */
export const LANDLINE_FOOTNOTE_TEXTS: Record<LandlineFootnoteTag, string> = {
  ZUHAUSE_PREIS: `<p>Angebot für Neukunden ${windowText(PROMOTION_WINDOWS.BROADBAND_INTRO)}: In den ersten 3 Monaten zahlen Sie 19,95 € monatlich, danach den regulären Monatspreis. Mindestlaufzeit 24 Monate. Einmaliger Bereitstellungspreis 69,95 €.</p>`,
  GLASFASER_PREIS: `<p>Angebot für Neukunden ${windowText(PROMOTION_WINDOWS.BROADBAND_INTRO)}: In den ersten 3 Monaten zahlen Sie 9,95 € bzw. 19,95 € monatlich, danach den regulären Monatspreis. Mindestlaufzeit 24 Monate. Einmaliger Bereitstellungspreis 69,95 €.</p>`,
  ZUHAUSE_TV: '<p>Bei Tarifen mit TV zahlen Sie vom 4. bis 6. Monat nur den Preis des Internettarifs; das TV-Paket ist in dieser Zeit enthalten. Ab dem 7. Monat gilt der reguläre Preis mit TV.</p>',
  ZUHAUSE_YOUNG: '<p>Young-Tarife buchen Kundinnen und Kunden von 18 bis 27 Jahren. Nach den ersten 3 Monaten gilt bis zum 24. Monat ein vergünstigter Young-Preis, danach der reguläre Monatspreis. Der Young-Vorteil endet ab dem Monat nach dem 28. Geburtstag, frühestens mit Ende der Mindestlaufzeit.</p>',
  ZUHAUSE_BEREITSTELLUNG: '<p>Für die Bereitstellung des Festnetz- bzw. Glasfaseranschlusses berechnen wir einmalig 69,95 €.</p>',
  BREITBAND_NEUKUNDE: '<p>Die Breitband-Aktion gilt nur für Neukunden, die in den letzten 3 Monaten keinen Festnetz- oder Breitbandanschluss bei uns hatten.</p>',
  GLASFASER_HAUSANSCHLUSS: '<p>Voraussetzung ist ein Glasfaser-Hausanschluss. Wir verlegen ihn kostenlos, wenn die Anschlussadresse mit der Gebäudeadresse übereinstimmt; die Zustimmung der Eigentümerin oder des Eigentümers ist erforderlich.</p>',
  ZUHAUSE_ROUTER: '<p>Router-Paket und Router-Paket Glasfaser für je 6,95 € monatlich, Mindestlaufzeit 12 Monate. Beide sind freiwillig: Sie können auch Ihren eigenen Router verwenden. Versand einmalig 6,95 €.</p>',
  ZUHAUSE_TV_HARDWARE: '<p>TV-Stick einmalig 69,00 € oder zur Miete für 3,00 € monatlich; TV-Box zur Miete für 5,00 € monatlich, Mindestlaufzeit 12 Monate. Versand einmalig 6,95 €.</p>',
  ZUHAUSE_VERSAND: '<p>Für den Versand der Hardware berechnen wir einmalig 6,95 € pro Bestellung.</p>',
  ZUHAUSE_STREAMING: '<p>Streaming-Pakete für 4,99 € bzw. 9,99 € monatlich. Voraussetzung sind ein Wohnsitz in Deutschland und die Zustimmung zu den Nutzungsbedingungen des Streamingdienstes. Es kann nur ein Streaming-Paket gebucht werden.</p>',
  ZUHAUSE_VIDEO_STREAMING: '<p>Die Video-Streaming-Option kostet 5,99 € monatlich, hat keine Mindestlaufzeit und ist mit einer Frist von 1 Monat kündbar.</p>',
  // The one router rule of the shop; every router package, the fibre modem and the hardware page point here.
  ROUTERFREIHEIT: '<p><strong>Routerfreiheit (§ 73 TKG):</strong> Sie können an jedem Anschluss, auch an Glasfaser, Ihren eigenen Router verwenden; jedes Router-Paket ist freiwillig. Die Zugangsdaten und Informationen, die Sie für den Anschluss Ihres eigenen Routers benötigen, senden wir Ihnen vor der Freischaltung kostenlos in Textform (per E-Mail oder Brief). Bei Glasfaser gehört das Glasfaser-Modem als kostenloses Leihgerät zum Anschluss; Ihren Router schließen Sie daran an.</p>',
  ZUHAUSE_WLAN_COMFORT: '<p>WLAN Comfort für 9,95 € monatlich, Mindestlaufzeit 12 Monate, inklusive Einrichtung vor Ort.</p>',
};
