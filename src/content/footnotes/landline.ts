import type { LandlineFootnoteTag } from './order';
import { PROMOTION_WINDOWS, windowText } from '../../domain/promotion-windows';
import { formatCents as euro } from '../../domain/money';
import { SHIPPING_CENTS } from '../../domain/prices';
import {
  FIBRE_INTRO_CENTS,
  HARDWARE_CENTS as HW,
  HARDWARE_TERM_MONTHS,
  HOME_INTRO_CENTS,
  INTRO_MONTHS,
  LANDLINE_SETUP_CENTS,
  NEW_CUSTOMER_MONTHS,
  STREAMING_PACKAGE_CENTS,
  TARIFF_TERM_MONTHS,
  TV_STEP_MONTHS,
  VIDEO_STREAMING,
  WLAN_COMFORT_CENTS,
  YOUNG_HOME_UNTIL_MONTH,
} from '../../domain/offer-figures';

const offer = `Angebot für Neukunden ${windowText(PROMOTION_WINDOWS.BROADBAND_INTRO)}`;
const afterIntro = `danach den regulären Monatspreis. Mindestlaufzeit ${TARIFF_TERM_MONTHS} Monate. Einmaliger Bereitstellungspreis ${euro(LANDLINE_SETUP_CENTS)}.`;
/** 'Glasfaser 150 und 300' for the speeds with this introductory price. */
const fibreWith = (cents: number) =>
  `Glasfaser ${Object.entries(FIBRE_INTRO_CENTS)
    .filter(([, price]) => price === cents)
    .map(([speed]) => speed)
    .join(' und ')}`;
const fibreIntros = [...new Set(Object.values(FIBRE_INTRO_CENTS))].sort((a, b) => a - b);
const shipping = `Versand einmalig ${euro(SHIPPING_CENTS)}.`;

/** German texts for every tag the zuhause section shows; every figure comes from the offer's one table (spec §9). */
export const LANDLINE_FOOTNOTE_TEXTS: Record<LandlineFootnoteTag, string> = {
  ZUHAUSE_PREIS: `<p>${offer}: In den ersten ${INTRO_MONTHS} Monaten zahlen Sie ${euro(HOME_INTRO_CENTS.regular)} monatlich, in den Young-Tarifen ${euro(HOME_INTRO_CENTS.young)} monatlich, ${afterIntro}</p>`,
  GLASFASER_PREIS: `<p>${offer}: In den ersten ${INTRO_MONTHS} Monaten zahlen Sie ${fibreIntros.map((cents) => `${euro(cents)} (${fibreWith(cents)})`).join(' bzw. ')} monatlich, ${afterIntro}</p>`,
  ZUHAUSE_TV: `<p>Bei Tarifen mit TV zahlen Sie vom ${TV_STEP_MONTHS.from}. bis ${TV_STEP_MONTHS.to}. Monat nur den Preis des Internettarifs; das TV-Paket ist in dieser Zeit enthalten. Ab dem ${TV_STEP_MONTHS.to + 1}. Monat gilt der reguläre Preis mit TV.</p>`,
  ZUHAUSE_YOUNG: `<p>Young-Tarife buchen Kundinnen und Kunden von 18 bis 27 Jahren. Nach den ersten ${INTRO_MONTHS} Monaten gilt bis zum ${YOUNG_HOME_UNTIL_MONTH}. Monat ein vergünstigter Young-Preis, danach der reguläre Monatspreis. Der Young-Vorteil endet ab dem Monat nach dem 28. Geburtstag, frühestens mit Ende der Mindestlaufzeit.</p>`,
  ZUHAUSE_BEREITSTELLUNG: `<p>Für die Bereitstellung des Festnetz- bzw. Glasfaseranschlusses berechnen wir einmalig ${euro(LANDLINE_SETUP_CENTS)}.</p>`,
  BREITBAND_NEUKUNDE: `<p>Die Breitband-Aktion gilt nur für Neukunden, die in den letzten ${NEW_CUSTOMER_MONTHS} Monaten keinen Festnetz- oder Breitbandanschluss bei uns hatten.</p>`,
  GLASFASER_HAUSANSCHLUSS:
    '<p>Voraussetzung ist ein Glasfaser-Hausanschluss. Wir verlegen ihn kostenlos, wenn die Anschlussadresse mit der Gebäudeadresse übereinstimmt; die Zustimmung der Eigentümerin oder des Eigentümers ist erforderlich.</p>',
  ZUHAUSE_ROUTER: `<p>Router-Paket und Router-Paket Glasfaser für je ${euro(HW.routerPackage)} monatlich, Mindestlaufzeit ${HARDWARE_TERM_MONTHS} Monate. Beide sind freiwillig: Sie können auch Ihren eigenen Router verwenden. ${shipping}</p>`,
  ZUHAUSE_TV_HARDWARE: `<p>TV-Stick einmalig ${euro(HW.tvStickOnce)} oder zur Miete für ${euro(HW.tvStickRental)} monatlich; TV-Box zur Miete für ${euro(HW.tvBox)} monatlich, Mindestlaufzeit ${HARDWARE_TERM_MONTHS} Monate. ${shipping}</p>`,
  ZUHAUSE_VERSAND: `<p>Für den Versand der Hardware berechnen wir einmalig ${euro(SHIPPING_CENTS)} pro Bestellung.</p>`,
  ZUHAUSE_STREAMING: `<p>Streaming-Pakete für ${euro(STREAMING_PACKAGE_CENTS.basic)} bzw. ${euro(STREAMING_PACKAGE_CENTS.premium)} monatlich. Voraussetzung sind ein Wohnsitz in Deutschland und die Zustimmung zu den Nutzungsbedingungen des Streamingdienstes. Es kann nur ein Streaming-Paket gebucht werden.</p>`,
  ZUHAUSE_VIDEO_STREAMING: `<p>Die Video-Streaming-Option kostet ${euro(VIDEO_STREAMING.cents)} monatlich, hat keine Mindestlaufzeit und ist mit einer Frist von ${VIDEO_STREAMING.noticeMonths} Monat kündbar.</p>`,
  // The one router rule of the shop; every router package, the fibre modem and the hardware page point here.
  ROUTERFREIHEIT:
    '<p><strong>Routerfreiheit (§ 73 TKG):</strong> Sie können an jedem Anschluss, auch an Glasfaser, Ihren eigenen Router verwenden; jedes Router-Paket ist freiwillig. Die Zugangsdaten und Informationen, die Sie für den Anschluss Ihres eigenen Routers benötigen, senden wir Ihnen vor der Freischaltung kostenlos in Textform (per E-Mail oder Brief). Bei Glasfaser gehört das Glasfaser-Modem als kostenloses Leihgerät zum Anschluss; Ihren Router schließen Sie daran an.</p>',
  ZUHAUSE_WLAN_COMFORT: `<p>WLAN Comfort für ${euro(WLAN_COMFORT_CENTS)} monatlich, Mindestlaufzeit ${HARDWARE_TERM_MONTHS} Monate, inklusive Einrichtung vor Ort.</p>`,
};
