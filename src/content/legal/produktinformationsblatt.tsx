import type { LegalDocument } from './legal-document';

const MOBILE_ROWS = [
  ['Mobil S', '30 GB'],
  ['Mobil M', '50 GB'],
  ['Mobil L', '100 GB'],
  ['Data S', '5 GB'],
  ['Data M', '10 GB'],
  ['Data L', '25 GB'],
];

const FIBRE_ROWS = [
  ['Glasfaser 150', '150 / 50', '120 / 40', '75 / 25'],
  ['Glasfaser 300', '300 / 100', '240 / 80', '150 / 50'],
  ['Glasfaser 600', '600 / 200', '480 / 160', '300 / 100'],
  ['Glasfaser 1000', '1000 / 500', '800 / 400', '500 / 250'],
];

/** Produktinformationsblatt per TK-Transparenzverordnung: terms, volumes and bandwidths in one place. */
export const PRODUKTINFORMATIONSBLATT: LegalDocument = {
  title: 'Produktinformationsblatt',
  updated: '01.07.2025',
  intro: (
    <p>
      Dieses Produktinformationsblatt fasst die wichtigsten Merkmale unserer Tarife zusammen. Die verbindliche
      Vertragszusammenfassung nach § 54 TKG erhalten Sie für Ihren gewählten Tarif vor der Bestellung.
    </p>
  ),
  sections: [
    {
      id: 'mobilfunk',
      heading: '1. Mobilfunk- und Datentarife',
      body: (
        <>
          <div className="legal__table-wrap">
            <table className="legal__table">
              <caption>Inklusives Datenvolumen je Tarif</caption>
              <thead>
                <tr>
                  <th scope="col">Tarif</th>
                  <th scope="col">Datenvolumen pro Monat</th>
                </tr>
              </thead>
              <tbody>
                {MOBILE_ROWS.map(([tariff, volume]) => (
                  <tr key={tariff}>
                    <th scope="row">{tariff}</th>
                    <td>{volume}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul>
            <li>Geschätzte maximale Geschwindigkeit im 5G-Netz: bis zu 300 Mbit/s im Download und 50 Mbit/s im Upload.</li>
            <li>Nach Verbrauch des Datenvolumens: 64 kbit/s im Download und 16 kbit/s im Upload bis zum Ende des Abrechnungszeitraums.</li>
            <li>Bereitstellungspreis 39,95 € einmalig, Mindestvertragslaufzeit 24 Monate.</li>
            <li>Streaming-Option: 50 % mehr Datenvolumen (S: 40 GB auf 60 GB, M: 100 GB auf 150 GB, L: 200 GB auf 300 GB).</li>
          </ul>
        </>
      ),
    },
    {
      id: 'prepaid',
      heading: '2. Prepaid',
      body: (
        <ul>
          <li>Kartenpreis 9,95 € (M), 14,95 € (L) oder 19,95 € (XL), jeweils in Höhe des Startguthabens.</li>
          <li>Grundpreis je 4 Wochen: M 9,95 €, L 14,95 €, XL 19,95 €; Datenvolumen je 4 Wochen: 13 GB, 25 GB, 50 GB.</li>
          <li>Kann der Grundpreis nicht abgebucht werden: 0,09 € je Minute oder SMS, 1,49 € je 50 MB für 24 Stunden.</li>
          <li>Keine Mindestvertragslaufzeit; Aktivierung nach Identitätsprüfung.</li>
        </ul>
      ),
    },
    {
      id: 'festnetz',
      heading: '3. Festnetz und Glasfaser',
      body: (
        <>
          <p>Bandbreiten in Mbit/s (Download / Upload) nach § 57 Abs. 4 TKG:</p>
          <div className="legal__table-wrap">
            <table className="legal__table">
              <caption>Bandbreiten der Glasfasertarife</caption>
              <thead>
                <tr>
                  <th scope="col">Tarif</th>
                  <th scope="col">maximal</th>
                  <th scope="col">normalerweise</th>
                  <th scope="col">minimal</th>
                </tr>
              </thead>
              <tbody>
                {FIBRE_ROWS.map(([tariff, max, normal, min]) => (
                  <tr key={tariff}>
                    <th scope="row">{tariff}</th>
                    <td>{max}</td>
                    <td>{normal}</td>
                    <td>{min}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul>
            <li>Bereitstellungspreis 69,95 € einmalig, Mindestvertragslaufzeit 24 Monate.</li>
            <li>Router-Paket 6,95 € mtl. (Mindestlaufzeit 12 Monate), TV-Stick 69 € einmalig oder 3 € mtl., TV-Box 5 € mtl., WLAN-Komfort 9,95 € mtl.</li>
            <li>Versand von Hardware: 6,95 €.</li>
          </ul>
        </>
      ),
    },
    {
      id: 'kuendigung',
      heading: '4. Laufzeit und Kündigung',
      body: (
        <p>
          Nach Ablauf der Mindestvertragslaufzeit verlängert sich der Vertrag auf unbestimmte Zeit und ist jederzeit mit
          einer Frist von einem Monat kündbar. Sie können online über „Verträge hier kündigen“ kündigen.
        </p>
      ),
    },
  ],
};
