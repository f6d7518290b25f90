import { COMPANY } from '../../domain/company';
import type { LegalDocument } from './legal-document';

/** Erklärung zur Barrierefreiheit nach dem Barrierefreiheitsstärkungsgesetz (BFSG) and Anlage 3 BFSG. */
export const BARRIEREFREIHEIT: LegalDocument = {
  title: 'Erklärung zur Barrierefreiheit',
  updated: '01.07.2025',
  intro: (
    <p>
      Die {COMPANY.name} möchte, dass alle Menschen ihren Onlineshop „{COMPANY.shopName}“ nutzen können. Diese Erklärung
      gilt für den Onlineshop einschließlich Bestellung, Kündigung und Widerruf und beschreibt, wie wir die
      Anforderungen des Barrierefreiheitsstärkungsgesetzes (BFSG) erfüllen.
    </p>
  ),
  sections: [
    {
      id: 'dienstleistung',
      heading: '1. Beschreibung der Dienstleistung',
      body: (
        <p>
          Im Onlineshop können Sie Mobilfunk-, Festnetz- und Glasfasertarife mit Smartphones, Tablets und Hardware
          vergleichen, die Verfügbarkeit an Ihrer Adresse prüfen und einen Vertrag abschließen. Ohne Anmeldung können
          Sie außerdem Verträge kündigen und widerrufen.
        </p>
      ),
    },
    {
      id: 'stand',
      heading: '2. Stand der Vereinbarkeit',
      body: (
        <>
          <p>
            Der Onlineshop ist mit den Anforderungen der Web Content Accessibility Guidelines (WCAG) 2.1 auf Stufe AA
            bzw. der harmonisierten Norm EN 301 549 <strong>weitgehend vereinbar</strong>. Wir prüfen jede neue Version
            mit automatischen Tests und bedienen den Bestellprozess regelmäßig ausschließlich mit der Tastatur.
          </p>
          <h3>Was wir umgesetzt haben</h3>
          <ul>
            <li>Alle Funktionen sind mit der Tastatur bedienbar; der Fokus ist stets deutlich sichtbar.</li>
            <li>Ein Link „Springe zum Inhalt“ führt direkt zum Hauptinhalt jeder Seite.</li>
            <li>
              Jedes Eingabefeld hat eine sichtbare Beschriftung; Fehlermeldungen stehen beim Feld und werden vorgelesen.
            </li>
            <li>Hinweise und Statusmeldungen werden Screenreadern automatisch angekündigt.</li>
            <li>Dialoge halten den Fokus und geben ihn beim Schließen an die auslösende Schaltfläche zurück.</li>
            <li>
              Texte und Bedienelemente erfüllen die geforderten Kontrastverhältnisse; Animationen entfallen, wenn Sie in
              Ihrem System reduzierte Bewegung eingestellt haben.
            </li>
            <li>Die Seiten lassen sich bis 400 % vergrößern und passen sich Bildschirmbreiten ab 320 Pixeln an.</li>
          </ul>
          <h3>Nicht barrierefreie Inhalte</h3>
          <ul>
            <li>
              Energieeffizienz-Datenblätter einzelner Geräte stammen von den Herstellern und liegen teilweise als PDF
              ohne vollständige Strukturinformationen vor. Die Energieeffizienzklasse nennen wir zusätzlich als Text.
            </li>
            <li>
              Die Datumsauswahl im Kündigungsformular nutzt das Eingabefeld Ihres Browsers; dessen Bedienung mit
              Screenreadern unterscheidet sich je nach Browser. Sie können alternativ „zum nächstmöglichen Zeitpunkt“
              wählen oder das Datum in den Grund bzw. per E-Mail mitteilen.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'feedback',
      heading: '3. Barrieren melden: Kontakt',
      body: (
        <>
          <p>
            Sind Ihnen Barrieren aufgefallen oder benötigen Sie Informationen in einer anderen Form? Schreiben Sie uns.
            Wir antworten innerhalb von zwei Wochen.
          </p>
          <address className="legal__box">
            {COMPANY.name}, Team Barrierefreiheit
            <br />
            {COMPANY.street}, {COMPANY.zipcode} {COMPANY.city}
            <br />
            E-Mail: <a href={`mailto:${COMPANY.accessibilityEmail}`}>{COMPANY.accessibilityEmail}</a>
            <br />
            Telefon: <a href={`tel:${COMPANY.phoneHref}`}>{COMPANY.phone}</a>
          </address>
        </>
      ),
    },
    {
      id: 'durchsetzung',
      heading: '4. Marktüberwachung und Schlichtung',
      body: (
        <>
          <p>
            Wenn Sie der Ansicht sind, dass unser Onlineshop die Anforderungen des BFSG nicht erfüllt, können Sie sich
            an die zuständige Marktüberwachungsbehörde wenden und dort die Einleitung von Maßnahmen beantragen (§ 32
            BFSG):
          </p>
          <p className="legal__box">
            Marktüberwachungsstelle der Länder für die Barrierefreiheit von Produkten und Dienstleistungen (MLBF),
            Magdeburg
          </p>
          <p>
            Zur außergerichtlichen Beilegung von Streitigkeiten können Sie außerdem einen Antrag bei der
            Schlichtungsstelle nach § 16 des Behindertengleichstellungsgesetzes bei der bzw. dem Beauftragten der
            Bundesregierung für die Belange von Menschen mit Behinderungen stellen (§ 34 BFSG). Das Verfahren ist für
            Sie kostenfrei.
          </p>
        </>
      ),
    },
  ],
};
