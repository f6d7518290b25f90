import { Link } from 'react-router';
import { COMPANY } from '../../domain/company';
import type { LegalSection } from './legal-document';

/** The Widerrufsbelehrung after the model of Anlage 1 zu Art. 246a § 1 Abs. 2 EGBGB, with the model form (Anlage 2). */
export const WIDERRUFSBELEHRUNG: LegalSection = {
  id: 'widerrufsrecht',
  heading: 'Widerrufsbelehrung',
  body: (
    <>
      <p>Verbraucherinnen und Verbrauchern steht ein Widerrufsrecht nach folgender Maßgabe zu:</p>
      <div className="legal__box">
        <h3>Widerrufsrecht</h3>
        <p>Sie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen.</p>
        <p>
          Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag des Vertragsabschlusses. Umfasst Ihre Bestellung auch die
          Lieferung von Waren (z. B. Smartphone, Tablet, Router, TV-Box), beträgt die Widerrufsfrist vierzehn Tage ab
          dem Tag, an dem Sie oder ein von Ihnen benannter Dritter, der nicht der Beförderer ist, die letzte Ware in
          Besitz genommen haben bzw. hat.
        </p>
        <p>
          Um Ihr Widerrufsrecht auszuüben, müssen Sie uns ({COMPANY.name}, {COMPANY.street}, {COMPANY.zipcode}{' '}
          {COMPANY.city}, Telefon {COMPANY.phone}, E-Mail {COMPANY.email}) mittels einer eindeutigen Erklärung (z. B.
          ein mit der Post versandter Brief oder eine E-Mail) über Ihren Entschluss, diesen Vertrag zu widerrufen,
          informieren. Sie können dafür das beigefügte Muster-Widerrufsformular verwenden, das jedoch nicht
          vorgeschrieben ist. Sie können Ihren Widerruf auch online über die Funktion{' '}
          <Link to="/widerruf">„Vertrag widerrufen“</Link> erklären, die Sie am Ende jeder Seite finden; in diesem Fall
          bestätigen wir Ihnen den Eingang des Widerrufs unverzüglich mit Datum und Uhrzeit.
        </p>
        <p>
          Zur Wahrung der Widerrufsfrist reicht es aus, dass Sie die Mitteilung über die Ausübung des Widerrufsrechts
          vor Ablauf der Widerrufsfrist absenden.
        </p>
        <h3>Folgen des Widerrufs</h3>
        <p>
          Wenn Sie diesen Vertrag widerrufen, haben wir Ihnen alle Zahlungen, die wir von Ihnen erhalten haben,
          einschließlich der Lieferkosten (mit Ausnahme der zusätzlichen Kosten, die sich daraus ergeben, dass Sie eine
          andere Art der Lieferung als die von uns angebotene, günstigste Standardlieferung gewählt haben), unverzüglich
          und spätestens binnen vierzehn Tagen ab dem Tag zurückzuzahlen, an dem die Mitteilung über Ihren Widerruf
          dieses Vertrags bei uns eingegangen ist. Für diese Rückzahlung verwenden wir dasselbe Zahlungsmittel, das Sie
          bei der ursprünglichen Transaktion eingesetzt haben, es sei denn, mit Ihnen wurde ausdrücklich etwas anderes
          vereinbart; in keinem Fall werden Ihnen wegen dieser Rückzahlung Entgelte berechnet.
        </p>
        <p>
          Wir können die Rückzahlung verweigern, bis wir die Waren wieder zurückerhalten haben oder bis Sie den Nachweis
          erbracht haben, dass Sie die Waren zurückgesandt haben, je nachdem, welches der frühere Zeitpunkt ist.
        </p>
        <p>
          Sie haben die Waren unverzüglich und in jedem Fall spätestens binnen vierzehn Tagen ab dem Tag, an dem Sie uns
          über den Widerruf dieses Vertrags unterrichten, an {COMPANY.name}, Retourenzentrum, Postfach 30 11 45,{' '}
          {COMPANY.zipcode} {COMPANY.city} zurückzusenden oder zu übergeben. Die Frist ist gewahrt, wenn Sie die Waren
          vor Ablauf der Frist von vierzehn Tagen absenden. Wir tragen die Kosten der Rücksendung der Waren; ein
          vorfrankiertes Rücksendeetikett senden wir Ihnen auf Wunsch zu.
        </p>
        <p>
          Sie müssen für einen etwaigen Wertverlust der Waren nur aufkommen, wenn dieser Wertverlust auf einen zur
          Prüfung der Beschaffenheit, Eigenschaften und Funktionsweise der Waren nicht notwendigen Umgang mit ihnen
          zurückzuführen ist.
        </p>
        <p>
          Haben Sie verlangt, dass die Dienstleistungen (z. B. die Freischaltung Ihres Mobilfunk- oder
          Festnetzanschlusses) während der Widerrufsfrist beginnen sollen, so haben Sie uns einen angemessenen Betrag zu
          zahlen, der dem Anteil der bis zu dem Zeitpunkt, zu dem Sie uns von der Ausübung des Widerrufsrechts
          hinsichtlich dieses Vertrags unterrichten, bereits erbrachten Dienstleistungen im Vergleich zum Gesamtumfang
          der im Vertrag vorgesehenen Dienstleistungen entspricht.
        </p>
        <h3>Beginn der Leistung vor Ablauf der Widerrufsfrist</h3>
        <p>
          Mit der Leistung (z. B. der Freischaltung Ihres Anschlusses) beginnen wir vor Ablauf der Widerrufsfrist nur,
          wenn Sie das bei Ihrer Bestellung ausdrücklich verlangen; dazu kreuzen Sie vor der Bestellung das Kästchen
          „Ich verlange ausdrücklich, dass Sie vor Ablauf der Widerrufsfrist mit der Leistung beginnen …“ an. Es ist
          nicht vorausgewählt. Ohne dieses Verlangen beginnen wir erst nach Ablauf der Widerrufsfrist.
        </p>
        <p>
          Haben Sie den früheren Beginn verlangt und widerrufen Sie den Vertrag danach, schulden Sie den oben genannten
          Wertersatz für die bis zum Widerruf erbrachten Leistungen (§ 357a Abs. 2 BGB). Ihr Widerrufsrecht erlischt
          vorzeitig, wenn wir die Dienstleistung vollständig erbracht haben, nachdem Sie diesem Beginn ausdrücklich
          zugestimmt und bestätigt haben, dass Sie Ihr Widerrufsrecht bei vollständiger Vertragserfüllung verlieren (§
          356 Abs. 4 BGB).
        </p>
      </div>
      <h3 id="muster-widerrufsformular">Muster-Widerrufsformular</h3>
      <div className="legal__form">
        <p>
          (Wenn Sie den Vertrag widerrufen wollen, dann füllen Sie bitte dieses Formular aus und senden Sie es zurück.)
        </p>
        <ul>
          <li>
            An {COMPANY.name}, {COMPANY.street}, {COMPANY.zipcode} {COMPANY.city}, E-Mail: {COMPANY.email}:
          </li>
          <li>
            Hiermit widerrufe(n) ich/wir (*) den von mir/uns (*) abgeschlossenen Vertrag über den Kauf der folgenden
            Waren (*)/die Erbringung der folgenden Dienstleistung (*)
          </li>
          <li>Bestellt am (*)/erhalten am (*)</li>
          <li>Name des/der Verbraucher(s)</li>
          <li>Anschrift des/der Verbraucher(s)</li>
          <li>Unterschrift des/der Verbraucher(s) (nur bei Mitteilung auf Papier)</li>
          <li>Datum</li>
        </ul>
        <p>(*) Unzutreffendes streichen.</p>
      </div>
      <p>Ende der Widerrufsbelehrung</p>
    </>
  ),
};
