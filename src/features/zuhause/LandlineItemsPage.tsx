import { useAppDispatch, useAppSelector } from '../../state/store-types';
import { useFeatureDispatch } from '../../state/feature-loading';
import { Link, useParams } from 'react-router';
import type { OptionItem } from '../../domain/catalogue-types';
import { LOADING } from '../catalogue-data';
import { FootnoteMarker } from '../../components/FootnoteMarker';
import { PriceLines } from '../prices';
import { useCatalogueResource, useNotFound } from '../catalogue-data';
import { InlineLoader } from '../loading';
import { catalogueActions } from '../../state/catalogue';
import { selectCart } from '../../state/cart-selectors';
import { addItemWithTariff, addTariff, removeItem } from '../cart';
import { AddToCartButton } from '../cart';
import { GateHint } from './GateHint';
import { useAvailableTariffsPath, useLandlineGate } from './useLandlineGate';
import './zuhause.css';

const TEXTS = {
  hardware: {
    title: 'Hardware',
    intro:
      'Wählen Sie Router und TV-Hardware zu Ihrem Tarif. Ein Router-Paket ist freiwillig: Sie können auch Ihren eigenen Router verwenden.',
    footnotes: 'ROUTERFREIHEIT',
    next: 'options',
    nextLabel: 'Weiter zu den Optionen',
  },
  options: {
    title: 'Optionen',
    intro: 'Ergänzen Sie Ihren Tarif um Streaming und WLAN-Service.',
    footnotes: null,
    next: null,
    nextLabel: '',
  },
} as const;

/** The names of the items that exclude this one. */
const alternatives = (item: OptionItem, items: OptionItem[]) =>
  item.grouping_id
    ? items.filter((o) => o !== item && o.grouping_id === item.grouping_id).map((o) => o.product_name)
    : [];

/** /zuhause/tarife/{category}/{slug}/hardware and /options: the items offered with the tariff. */
export function LandlineItemsPage({ kind }: { kind: 'hardware' | 'options' }) {
  const { category = '', slug = '' } = useParams();
  const tariff = useCatalogueResource({ kind: 'tariff', category, slug }) ?? LOADING;
  const offered = useCatalogueResource({ kind: 'tariffItems', category, slug, items: kind }) ?? LOADING;
  useNotFound(offered.error?.status === 404);
  const items = offered.data?.items ?? [];
  // The choice is the cart itself: grouping and mandatory rules run in sagas/cart.ts (spec §4).
  const dispatch = useAppDispatch();
  const toCart = useFeatureDispatch('cart');
  const cart = useAppSelector(selectCart);
  const cartTariffId = cart.tariff?.concrete_product_id;
  const inCart =
    cartTariffId && cartTariffId === tariff.data?.concrete_product_id ? [...cart.hardware, ...cart.options] : [];
  const mandatory = items.filter((i) => i.mandatory);
  const selected = [...new Set([...inCart, ...mandatory].map((i) => i.concrete_product_id))];
  const gateOf = useLandlineGate();
  const availablePath = useAvailableTariffsPath(category);
  const gate = tariff.data ? gateOf(tariff.data.concrete_product_id) : undefined;
  const tariffInCart = Boolean(cartTariffId && cartTariffId === tariff.data?.concrete_product_id);
  const toggle = (item: OptionItem) => {
    if (!tariff.data) return;
    // Not in the cart and not bookable: the tariff's refusal says why; no item joins another tariff.
    if (!tariffInCart && gate?.kind !== 'bookable') {
      void toCart(addTariff(tariff.data));
      return;
    }
    if (inCart.some((i) => i.concrete_product_id === item.concrete_product_id)) {
      void toCart(removeItem(item));
      return;
    }
    for (const intent of addItemWithTariff(cartTariffId, tariff.data, item)) void toCart(intent);
  };
  const texts = TEXTS[kind];
  const detail = `/zuhause/tarife/${category}/${slug}`;

  return (
    <section className="landline-items">
      <Link className="back-link" to={detail}>
        ← Zurück zum Tarif
      </Link>
      <h1>
        {texts.title}
        {tariff.data && <span className="landline-items__tariff"> zu {tariff.data.product_name}</span>}
      </h1>
      <p className="lead">
        {texts.intro}
        {texts.footnotes && <FootnoteMarker tags={[texts.footnotes]} label="Routerfreiheit" />}
      </p>
      {gate && !tariffInCart && (
        <GateHint gate={gate} category={category} availablePath={availablePath} id="gate-items" />
      )}
      {offered.status === 'loading' && !offered.data && (
        <InlineLoader
          where="landline-items"
          onRetry={() =>
            dispatch(catalogueActions.resourceRequested({ kind: 'tariffItems', category, slug, items: kind }))
          }
        />
      )}
      <ul className="landline-items__list">
        {items.map((item) => {
          const id = `item-${item.concrete_product_id}`;
          const isSelected = selected.includes(item.concrete_product_id);
          return (
            <li
              key={item.concrete_product_id}
              className={`landline-item card${isSelected ? ' landline-item--selected' : ''}`}
            >
              <div className="landline-item__choice">
                <input
                  type="checkbox"
                  id={id}
                  checked={isSelected}
                  disabled={item.mandatory}
                  onChange={() => toggle(item)}
                  aria-describedby={`${id}-description`}
                />
                <label htmlFor={id}>
                  {item.product_name}
                  {item.mandatory && <span className="landline-item__tag">Pflicht</span>}
                </label>
                <FootnoteMarker tags={item.footnotes} label={`Fußnote zu ${item.product_name}`} />
              </div>
              <p id={`${id}-description`} className="landline-item__description">
                {item.description}
                {alternatives(item, items).length > 0 && <> Alternativ zu: {alternatives(item, items).join(', ')}.</>}
                {item.requires_german_residence && <> Voraussetzung: Wohnsitz in Deutschland.</>}
              </p>
              <PriceLines conditions={item.conditions} compact />
            </li>
          );
        })}
      </ul>
      <nav className="landline-items__next" aria-label="Weiter">
        {texts.next ? (
          <Link className="button button--primary" to={`${detail}/${texts.next}`}>
            {texts.nextLabel}
          </Link>
        ) : (
          <Link className="button" to={detail}>
            Zurück zum Tarif
          </Link>
        )}
        {tariffInCart || !tariff.data ? (
          <Link className="button" to="/warenkorb">
            Zum Warenkorb
          </Link>
        ) : (
          // Nothing ticked yet: the tariff (with its mandatory hardware) goes into the cart from here too.
          <AddToCartButton
            action={gate?.kind === 'bookable' ? addTariff(tariff.data) : undefined}
            describedBy={gate?.kind === 'bookable' ? undefined : 'gate-items'}
          />
        )}
      </nav>
    </section>
  );
}
