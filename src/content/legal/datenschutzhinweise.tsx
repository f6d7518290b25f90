import { COMPANY } from '../../domain/company';
import type { LegalDocument } from './legal-document';

/** Datenschutzhinweise for the telecom contract itself (TDDDG, TKG) as a supplement to the privacy policy. */
export const DATENSCHUTZHINWEISE: LegalDocument = {
  title: 'Datenschutzhinweise',
  updated: '01.07.2025',
  intro: (
    <p>
      Diese Hinweise ergänzen unsere Datenschutzerklärung um die Verarbeitung, die mit der Erbringung von
      Telekommunikationsdiensten durch die {COMPANY.name} verbunden ist.
    </p>
  ),
  sections: [
    {
      id: 'bestandsdaten',
      heading: '1. Bestandsdaten',
      body: (
        <p>
          Bestandsdaten sind die Daten, die wir für Begründung, Änderung und Beendigung Ihres Vertrags benötigen: Name,
          Anschrift, Geburtsdatum, Rufnummern, Bankverbindung und Tarif. Wir löschen sie mit Ablauf des auf das
          Vertragsende folgenden Kalenderjahres, soweit keine gesetzlichen Aufbewahrungspflichten bestehen.
        </p>
      ),
    },
    {
      id: 'verkehrsdaten',
      heading: '2. Verkehrsdaten',
      body: (
        <>
          <p>
            Verkehrsdaten (z. B. Rufnummern der beteiligten Anschlüsse, Beginn und Ende einer Verbindung, übertragene
            Datenmengen, Standortkennung im Mobilfunk) verarbeiten wir nur, soweit dies für den Aufbau von Verbindungen,
            die Abrechnung und die Beseitigung von Störungen erforderlich ist (§ 9 TDDDG).
          </p>
          <p>
            Abrechnungsrelevante Verkehrsdaten speichern wir bis zu sechs Monate nach Versand der Rechnung. Sie können
            verlangen, dass die Zielrufnummern ungekürzt, um die letzten drei Ziffern gekürzt oder sofort nach
            Rechnungsversand gelöscht werden.
          </p>
        </>
      ),
    },
    {
      id: 'einzelverbindungsnachweis',
      heading: '3. Einzelverbindungsnachweis',
      body: (
        <p>
          Einen Einzelverbindungsnachweis erhalten Sie nur auf Ihren Wunsch in Textform. Leben weitere Personen in Ihrem
          Haushalt, bestätigen Sie uns, dass Sie diese über den Einzelverbindungsnachweis informiert haben (§ 65 TKG).
        </p>
      ),
    },
    {
      id: 'verzeichnis',
      heading: '4. Teilnehmerverzeichnisse und Rufnummernanzeige',
      body: (
        <p>
          Einen Eintrag in öffentliche Teilnehmerverzeichnisse und Auskunftsdienste nehmen wir nur auf Ihren Antrag vor
          (§ 17 TDDDG). Die Anzeige Ihrer Rufnummer beim Angerufenen können Sie dauerhaft oder für jeden Anruf einzeln
          unterdrücken.
        </p>
      ),
    },
    {
      id: 'werbung',
      heading: '5. Beratung und Werbung',
      body: (
        <p>
          Ihre E-Mail-Adresse nutzen wir für Informationen zu eigenen ähnlichen Angeboten nur, wenn Sie dem nicht
          widersprochen haben (§ 7 Abs. 3 UWG). Telefonische Werbung erfolgt nur mit Ihrer ausdrücklichen Einwilligung.
          Sie können jederzeit widersprechen, z. B. per E-Mail an {COMPANY.privacyEmail}.
        </p>
      ),
    },
  ],
};
