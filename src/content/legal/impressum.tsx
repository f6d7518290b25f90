import { COMPANY } from '../../domain/company';
import type { LegalDocument } from './legal-document';

/** Anbieterkennzeichnung nach § 5 DDG, Streitbeilegung nach § 36 VSBG (no link to the closed EU ODR platform). */
export const IMPRESSUM: LegalDocument = {
  title: 'Impressum',
  updated: '01.07.2025',
  sections: [
    {
      id: 'anbieter',
      heading: 'Angaben gemäß § 5 DDG',
      body: (
        <>
          <address>
            {COMPANY.name}
            <br />
            {COMPANY.street}
            <br />
            {COMPANY.zipcode} {COMPANY.city}
            <br />
            {COMPANY.country}
          </address>
          <p>Vertreten durch die Geschäftsführung: {COMPANY.managingDirectors.join(', ')}</p>
          <h3>Kontakt</h3>
          <p>
            Telefon: <a href={`tel:${COMPANY.phoneHref}`}>{COMPANY.phone}</a> (Mo–Sa 8–20 Uhr, kostenfrei aus deutschen
            Netzen)
            <br />
            E-Mail: <a href={`mailto:${COMPANY.email}`}>{COMPANY.email}</a>
          </p>
          <h3>Registereintrag</h3>
          <p>Eingetragen im Handelsregister, Registergericht: {COMPANY.register}</p>
          <h3>Umsatzsteuer-Identifikationsnummer</h3>
          <p>USt-IdNr. gemäß § 27a Umsatzsteuergesetz: {COMPANY.vatId}</p>
          <h3>Aufsichtsbehörde</h3>
          <p>
            Bundesnetzagentur für Elektrizität, Gas, Telekommunikation, Post und Eisenbahnen
            <br />
            Tulpenfeld 4, 53113 Bonn
            <br />
            www.bundesnetzagentur.de
          </p>
          <p>
            Wir sind als Anbieter öffentlich zugänglicher Telekommunikationsdienste bei der Bundesnetzagentur nach § 5
            TKG gemeldet.
          </p>
        </>
      ),
    },
    {
      id: 'verantwortlich',
      heading: 'Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV',
      body: (
        <p>
          Jonas Feldmann, {COMPANY.street}, {COMPANY.zipcode} {COMPANY.city}
        </p>
      ),
    },
    {
      id: 'streitbeilegung',
      heading: 'Verbraucherstreitbeilegung (§ 36 VSBG)',
      body: (
        <>
          <p>
            Wir sind bereit und als Anbieter von Telekommunikationsdiensten nach § 68 TKG verpflichtet, an
            Streitbeilegungsverfahren vor der folgenden Verbraucherschlichtungsstelle teilzunehmen:
          </p>
          <address className="legal__box">
            Bundesnetzagentur
            <br />
            Verbraucherschlichtungsstelle Telekommunikation
            <br />
            Postfach 80 01, 53105 Bonn
            <br />
            www.bundesnetzagentur.de/schlichtungsstelle
          </address>
          <p>
            Ein Schlichtungsverfahren können Sie beantragen, wenn es zu einem Streit über bestimmte Rechte aus dem
            Telekommunikationsgesetz kommt (zum Beispiel über Abrechnung, Anbieterwechsel, Umzug oder Vertragslaufzeit)
            und wir Ihrem Anliegen nicht abgeholfen haben. Bitte wenden Sie sich zuerst an unseren Kundenservice, damit
            wir Ihr Anliegen schnell klären können.
          </p>
          <p>An Streitbeilegungsverfahren vor anderen Verbraucherschlichtungsstellen nehmen wir nicht teil.</p>
        </>
      ),
    },
  ],
};
