import type { LegalDocument } from './legal-document';

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
            <li>Geschätzte maximale Geschwindigkeit im 5G-Netz: bis zu 300 Mbit/s im Download und 50 Mbit/s im Upload.</li>
            <li>Streaming-Option: 50 % mehr Datenvolumen (S: 40 GB auf 60 GB, M: 100 GB auf 150 GB, L: 200 GB auf 300 GB).</li>
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
            <li>Kann der Grundpreis nicht abgebucht werden: 0,09 € je Minute oder SMS, 1,49 € je 50 MB für 24 Stunden.</li>
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
          <li>Router-Paket 6,95 € mtl. (Mindestlaufzeit 12 Monate), TV-Stick 69 € einmalig oder 3 € mtl., TV-Box 5 € mtl., WLAN-Komfort 9,95 € mtl.</li>
          <li>Versand von Hardware: 6,95 €.</li>
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
