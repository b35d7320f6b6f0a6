import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@shop/shared';
import { SHELL_NAMESPACE } from '../i18n';
import { useCarousel } from './use-carousel';
import { useGlobalSettings } from './use-global-settings';

/** The messages of the global settings, one at a time, as a looping carousel when there are several. */
export function TopMessageBar({ locale }: { locale: Locale }) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const settings = useGlobalSettings(locale).data;
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const messages = settings?.globalMessages ?? [];
  const carousel = useCarousel(messages.length, hovered || focused);

  // While the settings load, an empty bar holds the space the messages will take.
  if (!settings) return <div className="top-bar top-bar--pending" aria-hidden="true" />;
  if (messages.length === 0) return null;
  const link = settings.globalMessagesLink[carousel.index];
  const isCarousel = messages.length > 1;

  return (
    <section
      className="top-bar"
      aria-label={t('topBar.label')}
      aria-roledescription={isCarousel ? t('topBar.carousel') : undefined}
      style={{ background: settings.globalMessagesBackground, color: settings.globalMessagesColor }}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      {isCarousel && (
        <button
          type="button"
          className="top-bar__arrow"
          onClick={carousel.previous}
          aria-label={t('topBar.previous')}
        >
          ‹
        </button>
      )}
      <p
        className="top-bar__message"
        aria-live={carousel.autoplay ? 'off' : 'polite'}
        data-testid="top-bar-message"
      >
        {messages[carousel.index]}
        {link && (
          <>
            {' '}
            <Link to={link.url} style={{ color: 'inherit' }}>
              {link.label}
            </Link>
          </>
        )}
      </p>
      {isCarousel && (
        <button
          type="button"
          className="top-bar__arrow"
          onClick={carousel.next}
          aria-label={t('topBar.next')}
        >
          ›
        </button>
      )}
    </section>
  );
}
