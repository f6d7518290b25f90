import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { CATALOGUE_SEED } from '../../../server/catalogue/seed';
import { createCatalogueStore } from '../../../server/catalogue/store';
import { checkCart } from '../../../server/orders/cart-check';
import { orderContractTerms, orderPrices } from '../../../server/orders/prices';
import { contractSummaryOf } from '../../../server/orders/contract-summary';
import type { OrderRow } from '../../../server/db/orders';
import { EMPTY_CART, type CartContents } from '../../../src/domain/cart';
import { handsetFor } from '../../../src/domain/cart-handset';
import { promotionsToOrder, summarizeCart, tradeInChoices } from '../../../src/domain/cart-prices';
import { isLandlineTariff, type OptionItem, type Tariff } from '../../../src/domain/catalogue-types';
import type { LegalDocument } from '../../../src/content/legal/legal-document';
import { PRODUKTINFORMATIONSBLATT } from '../../../src/content/legal/produktinformationsblatt';
import { AGB } from '../../../src/content/legal/agb';
import { OrderBox } from '../../../src/features/checkout/OrderBox';
import { catalogueReferrers, figuresFor, quotedFigures, summaryCents, unexplained } from '../../support/quoted-figures';

const STORE = createCatalogueStore(CATALOGUE_SEED);
const ALL_CATALOGUE_FIGURES = figuresFor(catalogueReferrers());

/** A cart as the shopper fills it: a tariff, maybe a device of one of its bundles, items, every trade-in offered for it. */
interface ShopperCart {
  name: string;
  cart: CartContents;
}

function mobileCarts(tariff: Tariff): ShopperCart[] {
  const bundles = STORE.bundlesFor(tariff.properties.product_id).tariff_groups.flatMap(
    (group) => group.smartphone_bundles,
  );
  return bundles.map((bundle) => {
    const { device, product } = STORE.concreteDevice(bundle.concrete_product_ids[0])!;
    const handset = handsetFor(STORE.bundlesFor(tariff.properties.product_id), tariff, device, product)!;
    const cart: CartContents = { ...EMPTY_CART, tariff, handset };
    return {
      name: `${tariff.product_name} mit ${bundle.bundle_id}`,
      cart: { ...cart, promotions: tradeInChoices(cart) },
    };
  });
}

function landlineCarts(tariff: Tariff): ShopperCart[] {
  const items = [...(tariff.hardware_ids ?? []), ...(tariff.option_ids ?? [])].map((id) => STORE.item(id)!);
  const firstOfGroup = items.filter(
    (item, index) => !item.grouping_id || items.findIndex((i) => i.grouping_id === item.grouping_id) === index,
  );
  const of = (kind: OptionItem['kind']) => firstOfGroup.filter((item) => item.kind === kind);
  return [
    { name: tariff.product_name, cart: { ...EMPTY_CART, tariff, hardware: items.filter((item) => item.mandatory) } },
    {
      name: `${tariff.product_name} mit allem`,
      cart: { ...EMPTY_CART, tariff, hardware: of('hardware'), options: of('option') },
    },
  ];
}

const CARTS: ShopperCart[] = CATALOGUE_SEED.tariffs.flatMap((tariff) => {
  if (isLandlineTariff(tariff)) return landlineCarts(tariff);
  const withDevice = mobileCarts(tariff);
  return [{ name: tariff.product_name, cart: { ...EMPTY_CART, tariff } }, ...withDevice];
});

const ids = (list: { concrete_product_id: string }[]) => list.map((item) => item.concrete_product_id);

/** The server's answer to the cart the browser sends; the checks run on the catalogue itself, no clock involved. */
function serverCart({ cart }: ShopperCart) {
  return checkCart(
    {
      tariffId: cart.tariff!.concrete_product_id,
      handsetIds: cart.handset ? [cart.handset.concrete_product_id] : [],
      optionIds: ids(cart.options),
      hardwareIds: ids(cart.hardware),
      promotionIds: ids(promotionsToOrder(cart)),
    },
    isLandlineTariff(cart.tariff!) ? 'landline' : 'mobile',
    STORE,
  );
}

const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ');

describe.each(CARTS.map((c) => [c.name, c] as const))('the order of %s', (_name, shopperCart) => {
  const browser = summarizeCart(shopperCart.cart);
  const server = serverCart(shopperCart);

  it('is kept whole by the server cart check, trade-in included, and priced by the server as the cart prices it', () => {
    expect(server).toMatchObject({ ok: true });
    if (!server.ok) return;
    expect(orderPrices(server.cart)).toEqual(browser);
  });

  it('quotes in the order box and the contract summary only the prices the cart computes', () => {
    if (!server.ok) throw new Error('cart refused');
    // The device's storage ('256 GB') is a figure of the order too.
    const storage = quotedFigures(shopperCart.cart.handset?.variant ?? '').gb;
    const computed = {
      ...ALL_CATALOGUE_FIGURES,
      cents: summaryCents(browser),
      gb: [...ALL_CATALOGUE_FIGURES.gb, ...storage],
    };
    const box = renderToStaticMarkup(<OrderBox prices={browser} contract={orderContractTerms(server.cart)} />);
    expect(unexplained(quotedFigures(box), computed)).toEqual({});
    const order = {
      id: 'o',
      session_id: 's',
      line: 'mobile',
      kind: 'new-contract',
      cart: server.cart,
      steps: [],
      step_data: {},
      tracking_id: null,
    };
    const summary = contractSummaryOf(order as OrderRow, new Date('2026-11-27T12:00:00Z'));
    expect(unexplained(quotedFigures(summary.sections.flatMap((s) => s.lines).join('\n')), computed)).toEqual({});
  });
});

const documentText = (document: LegalDocument) =>
  textOf(
    renderToStaticMarkup(
      <MemoryRouter>
        {document.intro}
        {document.sections.map((section) => (
          <section key={section.id}>{section.body}</section>
        ))}
      </MemoryRouter>,
    ),
  );

describe.each([
  ['Produktinformationsblatt', PRODUKTINFORMATIONSBLATT],
  ['AGB', AGB],
] as const)('the %s', (_name, document) => {
  it('quotes only figures of the catalogue and constants of spec §9', () => {
    expect(unexplained(quotedFigures(documentText(document)), ALL_CATALOGUE_FIGURES)).toEqual({});
  });
});
