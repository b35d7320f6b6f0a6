import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale, StoreLocation } from '@shop/shared';
import { CONTENT_NAMESPACE } from '../i18n';

/** One store: its address, telephone, opening hours and a link to it on the map. */
export function StoreCard({ store, locale }: { store: StoreLocation; locale: Locale }) {
  const { t } = useTranslation(CONTENT_NAMESPACE, { lng: locale });
  const headingId = useId();
  return (
    <article className="store-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="store-card__name">
        {store.name}
      </h2>
      <address className="store-card__address">
        {store.street}
        <br />
        {store.postalCode} {store.city}
        <br />
        {store.countryName}
        <br />
        <a href={`tel:${store.phone.replace(/\s+/g, '')}`}>{store.phone}</a>
      </address>
      <h3 className="store-card__hours-title">{t('storeLocator.hours')}</h3>
      <dl className="store-card__hours">
        {store.openingHours.map((line) => (
          <div key={line.days}>
            <dt>{line.days}</dt>
            <dd>{line.hours}</dd>
          </div>
        ))}
      </dl>
      {/* The visible words first in the name (WCAG label in name), then which store. */}
      <a
        className="store-card__map"
        href={store.mapUrl}
        rel="noopener noreferrer"
        aria-label={`${t('storeLocator.map')}: ${store.name}`}
      >
        {t('storeLocator.map')}
      </a>
    </article>
  );
}
