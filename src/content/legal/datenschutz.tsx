import { Link } from 'react-router';
import { COMPANY } from '../../domain/company';
import type { LegalDocument } from './legal-document';

/** Datenschutzerklärung for the website and shop (Art. 13 DSGVO). */
export const DATENSCHUTZ: LegalDocument = {
  title: 'Datenschutzerklärung',
  updated: '01.07.2025',
  intro: (
    <p>
      Mit dieser Erklärung informieren wir Sie nach Art. 13 der Datenschutz-Grundverordnung (DSGVO) darüber, welche
      personenbezogenen Daten wir beim Besuch unseres Onlineshops und bei einer Bestellung verarbeiten. Hinweise zur
      Verarbeitung im laufenden Telekommunikationsvertrag finden Sie in den{' '}
      <Link to="/datenschutzhinweise">Datenschutzhinweisen</Link>.
    </p>
  ),
  sections: [
    {
      id: 'verantwortlicher',
      heading: '1. Verantwortlicher und Datenschutzbeauftragte',
      body: (
        <>
          <p>
            Verantwortlich ist die {COMPANY.name}, {COMPANY.street}, {COMPANY.zipcode} {COMPANY.city}, E-Mail:{' '}
            {COMPANY.email}.
          </p>
          <p>
            Unsere Datenschutzbeauftragte erreichen Sie unter {COMPANY.privacyEmail} oder per Post an{' '}
            {COMPANY.dataProtectionOfficer}.
          </p>
        </>
      ),
    },
    {
      id: 'besuch',
      heading: '2. Besuch des Onlineshops',
      body: (
        <>
          <p>
            Beim Aufruf unserer Seiten verarbeitet unser Server technisch notwendige Daten (IP-Adresse, Zeitpunkt,
            aufgerufene Adresse, Browsertyp), um die Seiten auszuliefern und Angriffe abzuwehren (Art. 6 Abs. 1 lit. f
            DSGVO). Die Protokolle enthalten keine Bestell- oder Bankdaten und werden nach 7 Tagen gelöscht.
          </p>
          <p>
            Für Ihren Einkauf legen wir eine anonyme Sitzung an und speichern dafür ein Sitzungstoken und dessen
            Ablaufzeit für 24 Stunden in Cookies. Warenkorb und Formulareingaben bleiben bis zum Schließen des
            Browserfensters im Sitzungsspeicher Ihres Browsers. Diese Speicherung ist für den von Ihnen gewünschten
            Dienst unbedingt erforderlich (§ 25 Abs. 2 Nr. 2 TDDDG).
          </p>
          <p>
            Eine Reichweitenmessung findet nur mit Ihrer Einwilligung statt (§ 25 Abs. 1 TDDDG, Art. 6 Abs. 1 lit. a
            DSGVO). Sie erfolgt ausschließlich auf unseren eigenen Servern ohne Dienste Dritter. Ihre Einwilligung
            können Sie jederzeit mit Wirkung für die Zukunft über die Cookie-Einstellungen widerrufen.
          </p>
        </>
      ),
    },
    {
      id: 'bestellung',
      heading: '3. Bestellung und Vertragsabschluss',
      body: (
        <>
          <p>
            Für Ihre Bestellung verarbeiten wir Ihre Angaben (Name, Anschrift, Geburtsdatum, Kontaktdaten,
            Bankverbindung, Ausweisdaten bei Prepaid) zur Anbahnung und Durchführung des Vertrags (Art. 6 Abs. 1 lit. b
            DSGVO) und zur Erfüllung gesetzlicher Pflichten, etwa der Identitätsprüfung nach § 172 TKG (Art. 6 Abs. 1
            lit. c DSGVO).
          </p>
          <p>
            Vor Abschluss eines Laufzeitvertrags prüfen wir Ihre Kreditwürdigkeit bei einer Auskunftei, um uns vor
            Zahlungsausfällen zu schützen (Art. 6 Abs. 1 lit. b und f DSGVO). Dabei werden Name, Anschrift und
            Geburtsdatum übermittelt.
          </p>
          <p>
            Kündigungen und Widerrufe, die Sie über „Verträge hier kündigen“ oder „Vertrag widerrufen“ erklären,
            speichern wir mit dem Zeitpunkt des Eingangs, um sie zu bearbeiten und den Eingang nachweisen zu können
            (Art. 6 Abs. 1 lit. c DSGVO).
          </p>
        </>
      ),
    },
    {
      id: 'empfaenger',
      heading: '4. Empfänger',
      body: (
        <ul>
          <li>Netzbetreiber, über deren Netz wir Ihren Anschluss bereitstellen,</li>
          <li>Logistikdienstleister für den Versand von Geräten und Hardware,</li>
          <li>Zahlungsdienstleister und Kreditinstitute für den SEPA-Lastschrifteinzug,</li>
          <li>Auskunfteien für die Bonitätsprüfung,</li>
          <li>IT-Dienstleister, die für uns als Auftragsverarbeiter nach Art. 28 DSGVO tätig sind.</li>
        </ul>
      ),
    },
    {
      id: 'speicherdauer',
      heading: '5. Speicherdauer',
      body: (
        <p>
          Wir speichern Vertragsdaten bis zum Ende des Vertrags und darüber hinaus, solange gesetzliche
          Aufbewahrungspflichten bestehen (bis zu 10 Jahre nach § 147 AO und § 257 HGB). Nicht abgeschlossene
          Bestellungen löschen wir nach 30 Tagen, Sitzungen nach 24 Stunden.
        </p>
      ),
    },
    {
      id: 'rechte',
      heading: '6. Ihre Rechte',
      body: (
        <>
          <p>
            Sie haben das Recht auf Auskunft (Art. 15 DSGVO), Berichtigung (Art. 16), Löschung (Art. 17), Einschränkung
            der Verarbeitung (Art. 18) und Datenübertragbarkeit (Art. 20). Eine erteilte Einwilligung können Sie
            jederzeit widerrufen (Art. 7 Abs. 3 DSGVO).
          </p>
          <p className="legal__box">
            <strong>Widerspruchsrecht (Art. 21 DSGVO):</strong> Verarbeiten wir Daten auf Grundlage berechtigter
            Interessen, können Sie aus Gründen, die sich aus Ihrer besonderen Situation ergeben, jederzeit
            widersprechen. Der Verarbeitung zu Werbezwecken können Sie jederzeit ohne Angabe von Gründen widersprechen.
          </p>
          <p>
            Sie können sich bei der für uns als Telekommunikationsanbieter zuständigen Aufsichtsbehörde beschweren: Die
            Bundesbeauftragte für den Datenschutz und die Informationsfreiheit (BfDI), Graurheindorfer Straße 153, 53117
            Bonn, www.bfdi.bund.de.
          </p>
        </>
      ),
    },
  ],
};
