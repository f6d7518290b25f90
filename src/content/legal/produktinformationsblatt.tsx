import type { LegalDocument } from './legal-document';
import { formatCents as euro } from '../../domain/money';
import { SHIPPING_CENTS } from '../../domain/prices';
import {
  HARDWARE_CENTS as HW,
  HARDWARE_TERM_MONTHS,
  MOBILE_MAX_MBIT,
  PREPAID_FALLBACK as FALLBACK,
  STREAMING_BOOST_PERCENT,
  STREAMING_BOOSTS,
  WLAN_COMFORT_CENTS,
} from '../../domain/offer-figures';

/**
 * Produktinformationsblatt per TK-Transparenzverordnung: one sheet per tariff, each generated from the
 * catalogue (data volume or the three speeds, prices, term, termination), so no tariff is left out
 * and no figure is typed twice. Only what holds for a whole family stays written here.
 */
export const PRODUKTINFORMATIONSBLATT: LegalDocument = {
  title: 'Produktinformationsblatt',
  updated: '25.11.2026',
  intro: (
    <p>
      Hier finden Sie das Produktinformationsblatt jedes Tarifs mit seinen wichtigsten Merkmalen. Die verbindliche
      Vertragszusammenfassung nach § 54 TKG erhalten Sie für Ihren gewählten Tarif vor der Bestellung.
    </p>
  ),
  sections: [
    {
      id: 'mobilfunk',
      heading: '1. Mobilfunktarife',
      body: (
        <>
          <ul>
            <li>
              Geschätzte maximale Geschwindigkeit im 5G-Netz: bis zu {MOBILE_MAX_MBIT.down} Mbit/s im Download und{' '}
              {MOBILE_MAX_MBIT.up} Mbit/s im Upload.
            </li>
            <li>
              Streaming-Option: {STREAMING_BOOST_PERCENT} % mehr Datenvolumen (
              {STREAMING_BOOSTS.map((boost) => `${boost.size}: ${boost.fromGb} GB auf ${boost.toGb} GB`).join(', ')}).
            </li>
          </ul>
        </>
      ),
      tariffSheets: 'mobilfunk',
    },
    { id: 'young', heading: '2. Young-Tarife', body: null, tariffSheets: 'young' },
    {
      id: 'prepaid',
      heading: '3. Prepaid',
      body: (
        <>
          <ul>
            <li>Der Kartenpreis entspricht dem Startguthaben. Aktivierung nach Identitätsprüfung.</li>
            <li>
              Kann der Grundpreis nicht abgebucht werden: {euro(FALLBACK.perMinuteOrSmsCents)} je Minute oder SMS,{' '}
              {euro(FALLBACK.perDataBlockCents)} je {FALLBACK.dataBlock} für {FALLBACK.dataBlockHours} Stunden.
            </li>
          </ul>
        </>
      ),
      tariffSheets: 'prepaid',
    },
    { id: 'daten', heading: '4. Datentarife', body: null, tariffSheets: 'daten' },
    {
      id: 'festnetz',
      heading: '5. MagentaZuhause (DSL)',
      body: (
        <>
          <p>
            Geschwindigkeiten nach § 57 Abs. 4 TKG: minimal, normalerweise zur Verfügung stehend und maximal, jeweils im
            Download und im Upload.
          </p>
        </>
      ),
      tariffSheets: 'magentazuhause-tarife',
    },
    { id: 'glasfaser', heading: '6. Glasfaser', body: null, tariffSheets: 'glasfaser-tarife' },
    {
      id: 'hardware',
      heading: '7. Hardware und Optionen',
      body: (
        <ul>
          <li>
            Router-Paket {euro(HW.routerPackage)} mtl. (Mindestlaufzeit {HARDWARE_TERM_MONTHS} Monate), TV-Stick{' '}
            {euro(HW.tvStickOnce)} einmalig oder {euro(HW.tvStickRental)} mtl., TV-Box {euro(HW.tvBox)} mtl.,
            WLAN-Komfort {euro(WLAN_COMFORT_CENTS)} mtl.
          </li>
          <li>Versand von Hardware: {euro(SHIPPING_CENTS)}.</li>
        </ul>
      ),
    },
    {
      id: 'kuendigung',
      heading: '8. Laufzeit und Kündigung',
      body: (
        <p>
          Nach Ablauf der Mindestvertragslaufzeit verlängert sich der Vertrag auf unbestimmte Zeit und ist jederzeit mit
          einer Frist von einem Monat kündbar. Sie können online über „Verträge hier kündigen“ kündigen.
        </p>
      ),
    },
  ],
};
