import { useId, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  errorMessage,
  formatPrice,
  INSTALMENT_COUNT,
  instalmentCents,
  PageNotFound,
  productHead,
  Spinner,
  usePageMeta,
  type Locale,
  type ProductDetail,
  type RemoteRouteProps,
} from '@shop/shared';
// Bundled, not taken from the shell's shared copy: a shell released before it would lack it.
import { initialColour } from '@shop/shared/catalogue';
import { Breadcrumbs } from '../breadcrumbs/Breadcrumbs';
import { CATALOGUE_NAMESPACE } from '../i18n';
import { Price } from '../price/Price';
import { WishlistHeart } from '../wishlist/WishlistHeart';
import { ChosenSizeAction } from './ChosenSizeAction';
import { ColourSwatches } from './ColourSwatches';
import { ProductGallery } from './gallery/ProductGallery';
import { ShareButton } from './ShareButton';
import { ShippingSummary } from './ShippingSummary';
import { SizeGuideDialog } from './SizeGuideDialog';
import { SizeSelector } from './SizeSelector';
import { useProduct } from './use-product';
import './product.css';

export function ProductPage({ locale, localePrefix }: RemoteRouteProps<'mf_catalogue'>) {
  const { '*': slug = '' } = useParams();
  const { t } = useTranslation(CATALOGUE_NAMESPACE);
  const state = useProduct(locale, slug);

  switch (state.status) {
    case 'loading':
      return <Spinner label={t('product.loading')} />;
    case 'not-found':
      return <PageNotFound locale={locale} />;
    case 'failed':
      return (
        <div role="alert" className="product-page__error">
          <p>{t('product.error')}</p>
          <button type="button" onClick={state.retry}>
            {t('listing.retry')}
          </button>
        </div>
      );
    case 'found':
      return (
        <ProductView
          key={state.product.id}
          product={state.product}
          locale={locale}
          localePrefix={localePrefix}
        />
      );
  }
}

interface ProductViewProps {
  product: ProductDetail;
  locale: Locale;
  localePrefix: string;
}

function ProductView({ product, locale, localePrefix }: ProductViewProps) {
  const { t } = useTranslation(CATALOGUE_NAMESPACE);
  usePageMeta(productHead(product));
  const [searchParams, setSearchParams] = useSearchParams();
  const colour = initialColour(product, searchParams.get('colour'));
  const [size, setSize] = useState<string | null>(null);
  const [missingSize, setMissingSize] = useState(false);
  const sizeMessageId = useId();

  if (!colour) return <PageNotFound locale={locale} />;
  const chosenSize = colour.sizes.find((option) => option.size === size) ?? null;

  const chooseColour = (code: string) => {
    // The colour is part of the address (shareable, kept on reload) without a history entry each.
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('colour', code);
        return next;
      },
      { replace: true },
    );
    const sameSize = product.colours
      .find((candidate) => candidate.code === code)
      ?.sizes.some((option) => option.size === size);
    if (!sameSize) setSize(null);
  };

  const chooseSize = (value: string) => {
    setSize(value);
    setMissingSize(false);
  };

  return (
    <article className="product-page">
      <Breadcrumbs trail={product.trail} localePrefix={localePrefix} current={product.name} />
      <div className="product-page__layout">
        <ProductGallery key={colour.code} images={colour.images} />
        <div className="product-page__buy">
          <div className="product-page__title">
            <h1 className="product-page__name">{product.name}</h1>
            <WishlistHeart
              productId={product.id}
              colour={colour.code}
              productName={product.name}
              locale={locale}
              placement="inline"
            />
          </div>
          <Price price={product.price} locale={locale} size="large" />
          <p className="product-page__instalments">
            {t('price.instalments', {
              count: INSTALMENT_COUNT,
              price: formatPrice(instalmentCents(product.price.cents), locale),
            })}
          </p>
          {!product.available && (
            <p className="product-page__sold-out" role="status">
              {errorMessage('productNotAvailable', locale)}
            </p>
          )}
          <ColourSwatches
            colours={product.colours}
            selected={colour.code}
            onSelect={chooseColour}
          />
          <SizeSelector
            sizes={colour.sizes}
            selected={chosenSize?.size ?? null}
            onSelect={chooseSize}
            describedBy={sizeMessageId}
          />
          <p id={sizeMessageId} className="product-page__size-message" role="alert">
            {missingSize ? t('product.chooseSize') : null}
            {chosenSize && !chosenSize.available ? errorMessage('sizeNotAvailable', locale) : null}
          </p>
          {product.sizeGuide && (
            <SizeGuideDialog
              guide={product.sizeGuide}
              productSizes={colour.sizes.map((option) => option.size)}
            />
          )}
          <ChosenSizeAction
            productId={product.id}
            colour={colour}
            chosen={chosenSize}
            locale={locale}
            onMissingChoice={() => setMissingSize(true)}
          />
          <ShippingSummary locale={locale} localePrefix={localePrefix} />
          <section className="product-page__description" aria-labelledby="product-description">
            <h2 id="product-description">{t('product.description')}</h2>
            <p>{product.description}</p>
            {product.careNotes && (
              <>
                <h3 className="product-page__care-heading">{t('product.careNotes')}</h3>
                <p>{product.careNotes}</p>
              </>
            )}
            {product.careGuideId && (
              <p>
                <Link to={careGuidePath(product.careGuideId, locale, localePrefix)}>
                  {t('product.careGuide')}
                </Link>
              </p>
            )}
          </section>
          <ShareButton title={product.name} />
        </div>
      </div>
    </article>
  );
}

/**
 * The care-guide page for a fabric, by its stable id: "/curadelcapo/{id}" in Italian,
 * "/en/careguide/{id}" in English (the content pages answer to the id as well as their slug).
 */
function careGuidePath(id: string, locale: Locale, localePrefix: string): string {
  return `${localePrefix}/${locale === 'it' ? 'curadelcapo' : 'careguide'}/${encodeURIComponent(id)}`;
}
