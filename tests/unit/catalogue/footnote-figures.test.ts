import { CATALOGUE_SEED } from '../../../server/catalogue/seed';
import { formatCents } from '../../../src/domain/money';
import { catalogueReferrers, figuresFor, quotedFigures, unexplained } from '../../support/quoted-figures';

const REFERRERS = catalogueReferrers();
const FOOTNOTES = CATALOGUE_SEED.footnotes;

/**
 * Every figure a footnote quotes is one the cart computes for a product, price or promotion that shows
 * the footnote, or a constant of spec §9; and a footnote that quotes prices quotes the price of every
 * condition it is attached to. A figure typed by hand that differs from the catalogue fails here.
 */
describe.each(FOOTNOTES.map((entry) => [entry.fn_tag, entry.text] as const))('footnote %s', (tag, text) => {
  const showing = REFERRERS.filter((referrer) => referrer.tags.includes(tag));
  const quoted = quotedFigures(text);

  it('quotes only figures the catalogue computes for what shows it, or the constants of spec §9', () => {
    expect(unexplained(quoted, figuresFor(showing))).toEqual({});
  });

  it('quotes the price of every price it explains, as the shopper pays it', () => {
    const owed = showing.flatMap((referrer) => referrer.quotedAmounts.filter((amount) => amount.tag === tag));
    const missing = quoted.cents.length === 0 ? [] : owed.filter((amount) => !quoted.cents.includes(amount.cents));
    expect(missing.map((amount) => `${amount.what}: ${formatCents(amount.cents)}`)).toEqual([]);
  });
});

describe('the trade-in footnote', () => {
  it('names every device that has a bonus of its own, beside that bonus', () => {
    const text = FOOTNOTES.find((entry) => entry.fn_tag === 'TRADE_IN')!.text;
    const modelBonuses = CATALOGUE_SEED.promotions.filter(
      (p) => p.kind === 'trade_in' && p.device_slugs && p.device_slugs.length <= 3,
    );
    expect(modelBonuses.length).toBeGreaterThan(0);
    for (const promotion of modelBonuses) {
      const names = promotion.device_slugs!.map(
        (slug) => CATALOGUE_SEED.devices.find((d) => d.slug === slug)!.product_name,
      );
      const sentence = text.split(';').find((part) => part.includes(formatCents(promotion.credit_cents!)))!;
      for (const name of names) expect(sentence.replace(' und Pro XL', ', Aurelon Vista 15 Pro XL')).toContain(name);
    }
  });
});
