import { Link } from 'react-router';
import { COMPANY } from '../../domain/company';
import type { LegalDocument } from './legal-document';

/** Informationspflichten bei Fernabsatzverträgen (Art. 246a EGBGB) and im elektronischen Geschäftsverkehr (Art. 246c EGBGB). */
export const VERBRAUCHERINFORMATIONEN: LegalDocument = {
  title: 'Verbraucherinformationen',
  updated: '01.07.2025',
  sections: [
    {
      id: 'anbieter',
      heading: '1. Ihr Vertragspartner',
      body: (
        <p>
          {COMPANY.name}, {COMPANY.street}, {COMPANY.zipcode} {COMPANY.city}, vertreten durch die Geschäftsführung (
          {COMPANY.managingDirectors.join(', ')}), {COMPANY.register}. Sie erreichen uns telefonisch unter{' '}
          {COMPANY.phone} und per E-Mail unter {COMPANY.email}.
        </p>
      ),
    },
    {
      id: 'merkmale',
      heading: '2. Wesentliche Merkmale und Preise',
      body: (
        <p>
          Die wesentlichen Merkmale der Tarife, Geräte und Optionen, die Gesamtpreise einschließlich Umsatzsteuer,
          einmalige Entgelte und Versandkosten sehen Sie auf den Produktseiten, im Warenkorb und vor Abgabe der
          Bestellung auf der Übersichtsseite. Dort stellen wir Ihnen außerdem die Vertragszusammenfassung nach § 54 TKG
          bereit. Eine Übersicht finden Sie im <Link to="/produktinformationsblatt">Produktinformationsblatt</Link>.
        </p>
      ),
    },
    {
      id: 'schritte',
      heading: '3. Technische Schritte zum Vertragsschluss',
      body: (
        <ol>
          <li>
            Sie wählen einen Tarif und gegebenenfalls ein Gerät, Hardware und Optionen und legen sie in den Warenkorb.
          </li>
          <li>Bei Festnetz- und Glasfasertarifen prüfen Sie die Verfügbarkeit an Ihrer Adresse.</li>
          <li>
            Im Bestellprozess geben Sie Ihre persönlichen Daten, Ihre Bankverbindung und gegebenenfalls Ihre
            Ausweisdaten ein.
          </li>
          <li>
            Auf der Übersichtsseite prüfen Sie alle Angaben und korrigieren Eingabefehler über die Schaltflächen
            „Ändern“ bzw. „Zurück“ oder mit den üblichen Tastatur- und Mausfunktionen.
          </li>
          <li>Mit „zahlungspflichtig bestellen“ geben Sie Ihre verbindliche Bestellung ab.</li>
        </ol>
      ),
    },
    {
      id: 'zahlung',
      heading: '4. Zahlung und Lieferung',
      body: (
        <p>
          Wir akzeptieren die Zahlung per SEPA-Lastschrift. Geräte und Hardware liefern wir innerhalb Deutschlands in
          der Regel innerhalb von 3 bis 5 Werktagen nach Vertragsschluss; die Freischaltung eines Festnetz- oder
          Glasfaseranschlusses erfolgt zum in der Auftragsbestätigung genannten Termin.
        </p>
      ),
    },
    {
      id: 'laufzeit',
      heading: '5. Laufzeit und Kündigung',
      body: (
        <p>
          Tarife haben eine Mindestvertragslaufzeit von 24 Monaten, gemietete Hardware von 12 Monaten. Danach sind die
          Verträge jederzeit mit einer Frist von einem Monat kündbar. Kündigen können Sie auch online über{' '}
          <Link to="/kuendigung">„Verträge hier kündigen“</Link>.
        </p>
      ),
    },
    {
      id: 'widerruf',
      heading: '6. Widerrufsrecht',
      body: (
        <p>
          Ihnen steht ein gesetzliches Widerrufsrecht zu. Die Einzelheiten finden Sie in der{' '}
          <Link to="/agb?id=widerrufsrecht">Widerrufsbelehrung</Link>. Den Widerruf können Sie auch online über{' '}
          <Link to="/widerruf">„Vertrag widerrufen“</Link> erklären.
        </p>
      ),
    },
    {
      id: 'vertragstext',
      heading: '7. Vertragstext, Sprache und Mängelrechte',
      body: (
        <p>
          Der Vertragstext wird von uns gespeichert und Ihnen mit der Auftragsbestätigung per E-Mail zugesandt.
          Vertragssprache ist Deutsch. Für Waren gelten die gesetzlichen Mängelrechte. Informationen zur
          Verbraucherstreitbeilegung finden Sie im <Link to="/impressum">Impressum</Link>.
        </p>
      ),
    },
  ],
};
