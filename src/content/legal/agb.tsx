import { Link } from 'react-router';
import { COMPANY } from '../../domain/company';
import type { LegalDocument } from './legal-document';
import { WIDERRUFSBELEHRUNG } from './widerrufsbelehrung';
import { formatCents as euro } from '../../domain/money';
import { SHIPPING_CENTS } from '../../domain/prices';
import {
  CASHBACK_CENTS,
  HARDWARE_CENTS,
  HARDWARE_TERM_MONTHS,
  LANDLINE_SETUP_CENTS,
  MOBILE_SETUP_CENTS,
  NEW_CUSTOMER_MONTHS,
  PREPAID_FALLBACK as FALLBACK,
  TARIFF_TERM_MONTHS,
  VIDEO_STREAMING,
} from '../../domain/offer-figures';

/** AGB of the shop: a reseller of mobile and home telecom contracts (figures of spec §9). */
export const AGB: LegalDocument = {
  title: 'Allgemeine Geschäftsbedingungen',
  updated: '01.07.2025',
  intro: (
    <p>
      Allgemeine Geschäftsbedingungen der {COMPANY.name} für Bestellungen im Onlineshop „{COMPANY.shopName}“ über
      Mobilfunk-, Festnetz- und Glasfaserverträge sowie Endgeräte und Hardware.
    </p>
  ),
  sections: [
    {
      id: 'geltungsbereich',
      heading: '1. Geltungsbereich und Kundengruppen',
      body: (
        <>
          <p>
            (1) Diese Bedingungen gelten für alle Verträge, die Sie über den Onlineshop „{COMPANY.shopName}“ mit der{' '}
            {COMPANY.name} (nachfolgend „wir“) schließen. Ergänzend gelten die Leistungsbeschreibungen und Preislisten
            des jeweiligen Tarifs, die Ihnen vor der Bestellung angezeigt werden, sowie das{' '}
            <Link to="/produktinformationsblatt">Produktinformationsblatt</Link>.
          </p>
          <p>
            (2) Das Angebot richtet sich ausschließlich an Verbraucherinnen und Verbraucher mit Wohnsitz in Deutschland:
          </p>
          <ul>
            <li>private Endkundinnen und Endkunden ab 18 Jahren,</li>
            <li>Neukundinnen und Neukunden, soweit ein Angebot ausdrücklich nur für Neukunden gilt,</li>
            <li>für Young-Tarife Kundinnen und Kunden im Alter von 18 bis einschließlich 27 Jahren.</li>
          </ul>
          <p>
            (3) Abweichende Bedingungen der Kundin oder des Kunden gelten nicht, auch wenn wir ihnen nicht ausdrücklich
            widersprechen.
          </p>
        </>
      ),
    },
    {
      id: 'vertragsschluss',
      heading: '2. Vertragsschluss',
      body: (
        <>
          <p>
            (1) Die Darstellung der Tarife und Geräte im Shop ist kein bindendes Angebot, sondern eine Aufforderung zur
            Bestellung. Vor Abgabe Ihrer Bestellung stellen wir Ihnen die Vertragszusammenfassung nach § 54 TKG zum
            Herunterladen bereit; auf der Übersichtsseite sehen Sie alle wesentlichen Merkmale, die Preise und die
            Mindestvertragslaufzeit.
          </p>
          <p>
            (2) Mit dem Klick auf die Schaltfläche „zahlungspflichtig bestellen“ geben Sie ein verbindliches Angebot zum
            Abschluss des Vertrags ab. Bis dahin können Sie Ihre Eingaben jederzeit über die Schaltflächen „Zurück“ und
            die Bearbeitungsfunktionen der Übersicht prüfen und berichtigen.
          </p>
          <p>
            (3) Wir bestätigen den Eingang Ihrer Bestellung unverzüglich per E-Mail. Diese Eingangsbestätigung ist noch
            keine Annahme. Der Vertrag kommt zustande, wenn wir Ihre Bestellung durch eine gesonderte
            Auftragsbestätigung annehmen, spätestens mit der Freischaltung des Anschlusses oder der Lieferung der Ware.
            Wir können die Annahme insbesondere ablehnen, wenn eine Bonitätsprüfung negativ ausfällt, die Identität
            nicht festgestellt werden kann oder der Festnetz- bzw. Glasfaseranschluss an der angegebenen Adresse nicht
            verfügbar ist.
          </p>
          <p>
            (4) Prepaid-Tarife werden erst nach einer Identitätsprüfung (§ 172 TKG) freigeschaltet. Für Glasfasertarife
            ist ein Glasfaser-Hausanschluss erforderlich; er wird kostenlos verlegt, wenn die Anschlussadresse mit der
            Gebäudeadresse übereinstimmt.
          </p>
          <p>
            (5) Vertragssprache ist Deutsch. Wir speichern den Vertragstext und senden Ihnen die Vertragsdaten, diese
            AGB und die Vertragszusammenfassung mit der Auftragsbestätigung in Textform zu.
          </p>
        </>
      ),
    },
    {
      id: 'preise',
      heading: '3. Preise und Zahlung',
      body: (
        <>
          <p>
            (1) Alle Preise sind Endpreise in Euro einschließlich der gesetzlichen Umsatzsteuer. Es gelten die bei der
            Bestellung angezeigten Preise, einschließlich zeitlich gestaffelter Preise (z. B. „1.–3. Monat 9,95 €, ab 4.
            Monat 39,95 €“).
          </p>
          <p>(2) Einmalige Entgelte:</p>
          <ul>
            <li>Bereitstellungspreis Mobilfunk: {euro(MOBILE_SETUP_CENTS)}</li>
            <li>Bereitstellungspreis Festnetz und Glasfaser: {euro(LANDLINE_SETUP_CENTS)}</li>
            <li>Versandkosten für Hardware: {euro(SHIPPING_CENTS)} je Sendung</li>
          </ul>
          <p>
            (3) Die Zahlung erfolgt per SEPA-Lastschrift. Mit der Bestellung erteilen Sie uns ein SEPA-Lastschriftmandat
            für das angegebene Konto. Wir kündigen Ihnen jede Lastschrift spätestens einen Tag vor Fälligkeit mit der
            Rechnung an (verkürzte Vorabankündigung). Monatliche Entgelte werden monatlich im Voraus, nutzungsabhängige
            Entgelte nach Ende des Abrechnungszeitraums fällig. Einmalige Gerätepreise werden mit der ersten Rechnung
            abgebucht.
          </p>
          <p>
            (4) Wird eine Lastschrift mangels Deckung oder wegen eines Widerspruchs ohne Berechtigung zurückgegeben,
            können wir die uns entstandenen Bankgebühren verlangen; Ihnen bleibt der Nachweis vorbehalten, dass ein
            Schaden nicht oder in geringerer Höhe entstanden ist.
          </p>
          <p>
            (5) Bei Prepaid-Tarifen entspricht der Kartenpreis dem Startguthaben. Der Grundpreis wird alle 4 Wochen vom
            Guthaben abgebucht. Reicht das Guthaben dafür nicht aus, gelten bis zur Aufladung{' '}
            {euro(FALLBACK.perMinuteOrSmsCents)} je Minute oder SMS und {euro(FALLBACK.perDataBlockCents)} je{' '}
            {FALLBACK.dataBlock} für {FALLBACK.dataBlockHours} Stunden.
          </p>
        </>
      ),
    },
    {
      id: 'laufzeit',
      heading: '4. Vertragslaufzeit und Kündigung',
      body: (
        <>
          <p>
            (1) Mobilfunk-, Festnetz- und Glasfasertarife haben eine Mindestvertragslaufzeit von {TARIFF_TERM_MONTHS}{' '}
            Monaten ab Freischaltung. Mietweise überlassene Hardware (z. B. Router-Paket für{' '}
            {euro(HARDWARE_CENTS.routerPackage)} mtl., TV-Box) hat eine Mindestlaufzeit von {HARDWARE_TERM_MONTHS}{' '}
            Monaten. Optionen ohne Mindestlaufzeit (z. B. Video-Streaming-Option für {euro(VIDEO_STREAMING.cents)} mtl.)
            sind mit einer Frist von einem Monat kündbar.
          </p>
          <p>
            (2) Nach Ablauf der Mindestvertragslaufzeit läuft der Vertrag auf unbestimmte Zeit weiter und kann von Ihnen
            jederzeit mit einer Frist von einem Monat gekündigt werden (§ 56 Abs. 3 TKG).
          </p>
          <p>
            (3) Das Recht zur außerordentlichen Kündigung aus wichtigem Grund bleibt unberührt. Bei einem Umzug gilt §
            60 TKG: Können wir die Leistung am neuen Wohnsitz nicht erbringen, können Sie mit einer Frist von einem
            Monat kündigen.
          </p>
          <p>
            (4) Sie können Verträge in Textform (Brief, E-Mail) oder online ohne Anmeldung über die Funktion{' '}
            <Link to="/kuendigung">„Verträge hier kündigen“</Link> (§ 312k BGB) kündigen, die am Ende jeder Seite
            erreichbar ist. Wir bestätigen den Eingang Ihrer Kündigung sofort mit Datum und Uhrzeit und teilen Ihnen das
            Vertragsende in Textform mit.
          </p>
          <p>
            (5) Der Young-Vorteil endet ab dem Monat nach Ihrem 28. Geburtstag, frühestens jedoch mit Ablauf der
            Mindestvertragslaufzeit; danach gilt der reguläre Preis des entsprechenden Tarifs.
          </p>
        </>
      ),
    },
    {
      id: 'leistungen',
      heading: '5. Leistungen',
      body: (
        <>
          <p>
            (1) Der Umfang der Leistungen ergibt sich aus der Leistungsbeschreibung des gebuchten Tarifs. Ist das im
            Tarif enthaltene Datenvolumen verbraucht, wird die Geschwindigkeit bis zum Ende des Abrechnungszeitraums auf
            64 kbit/s im Download und 16 kbit/s im Upload verringert.
          </p>
          <p>
            (2) Im Mobilfunknetz stehen die Dienste im Rahmen der technischen und betrieblichen Möglichkeiten zur
            Verfügung; die tatsächliche Geschwindigkeit hängt unter anderem vom Standort, der Netzauslastung und dem
            Endgerät ab. Für Festnetz- und Glasfaseranschlüsse gelten die im Produktinformationsblatt genannten
            minimalen, normalerweise zur Verfügung stehenden und maximalen Bandbreiten (§ 57 Abs. 4 TKG).
          </p>
          <p>
            (3) Streaming-Optionen setzen einen Wohnsitz in Deutschland und die Annahme der Nutzungsbedingungen des
            jeweiligen Dienstes voraus.
          </p>
        </>
      ),
    },
    {
      id: 'aktionen',
      heading: '6. Aktionsangebote',
      body: (
        <ul>
          <li>
            Breitband-Aktionen gelten nur für Neukundinnen und Neukunden, die in den letzten {NEW_CUSTOMER_MONTHS}{' '}
            Monaten keinen Festnetz- oder Glasfaseranschluss von uns hatten.
          </li>
          <li>
            Cashback ({euro(CASHBACK_CENTS.S)} für die Tarife XS und S, {euro(CASHBACK_CENTS.M)} für M, L und XL) setzt
            die Registrierung in unserer App mit der ersten Rechnung voraus und wird nach Ablauf der Widerrufsfrist
            ausgezahlt.
          </li>
          <li>
            Die Eintauschprämie erhalten private Kundinnen und Kunden ab 18 Jahren für ein funktionsfähiges, entsperrtes
            Altgerät mit einem Ankaufswert von mindestens 1 €; höchstens 3 Aktionsgeräte je Haushalt, solange der Vorrat
            reicht.
          </li>
        </ul>
      ),
    },
    {
      id: 'hardware',
      heading: '7. Endgeräte, Eigentumsvorbehalt und Mängelrechte',
      body: (
        <>
          <p>
            (1) Gekaufte Geräte bleiben bis zur vollständigen Zahlung unser Eigentum. Mietgeräte bleiben stets unser
            Eigentum und sind nach Vertragsende zurückzugeben.
          </p>
          <p>
            (2) Es gelten die gesetzlichen Mängelrechte. Herstellergarantien bestehen daneben nach den Bedingungen des
            jeweiligen Herstellers.
          </p>
        </>
      ),
    },
    {
      id: 'haftung',
      heading: '8. Haftung',
      body: (
        <p>
          Wir haften unbeschränkt für Vorsatz und grobe Fahrlässigkeit sowie für Schäden aus der Verletzung des Lebens,
          des Körpers oder der Gesundheit. Für Vermögensschäden bei der Erbringung öffentlich zugänglicher
          Telekommunikationsdienste gilt die Haftungsbegrenzung des § 70 TKG. Im Übrigen haften wir bei leicht
          fahrlässiger Verletzung wesentlicher Vertragspflichten begrenzt auf den vertragstypischen, vorhersehbaren
          Schaden.
        </p>
      ),
    },
    WIDERRUFSBELEHRUNG,
    {
      id: 'streitbeilegung',
      heading: 'Streitbeilegung und Schlussbestimmungen',
      body: (
        <>
          <p>
            Zur Beilegung von Streitigkeiten nach § 68 TKG können Sie bei der Verbraucherschlichtungsstelle
            Telekommunikation der Bundesnetzagentur ein Schlichtungsverfahren beantragen; wir nehmen an diesen Verfahren
            teil. Einzelheiten finden Sie im <Link to="/impressum">Impressum</Link>.
          </p>
          <p>
            Es gilt das Recht der Bundesrepublik Deutschland. Zwingende Verbraucherschutzvorschriften des Staates, in
            dem Sie Ihren gewöhnlichen Aufenthalt haben, bleiben unberührt.
          </p>
        </>
      ),
    },
  ],
};
