import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import {
  ProductPicture,
  SEARCH_QUERY_MAX_LENGTH,
  SEARCH_QUERY_MIN_LENGTH,
  validationMessages,
  type SearchBoxProps,
  type SearchSuggestion,
} from '@shop/shared';
import { CATALOGUE_NAMESPACE } from '../i18n';
import { searchResultsHref, searchResultsPath } from './search-path';
import { searchSuggestionsQuery } from './search-query';
import { useDebouncedValue } from './use-debounced-value';
import './search.css';

/** How long typing must pause before suggestions are asked for. */
export const SUGGESTIONS_DEBOUNCE_MS = 250;
/** Spec §4: a dropdown closes 200 ms after losing focus (a tap on a suggestion lands first). */
const CLOSE_AFTER_BLUR_MS = 200;

/**
 * The search field: suggestions (categories, then products) as the shopper types, asked for once
 * typing pauses and dropped when stale; Enter searches, arrows pick a suggestion, Escape closes.
 */
export function SearchBox({ locale, localePrefix, initialQuery = '', autoFocus }: SearchBoxProps) {
  const { t } = useTranslation(CATALOGUE_NAMESPACE);
  const navigate = useNavigate();
  const id = useId();
  const listId = `${id}-suggestions`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(initialQuery);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [problem, setProblem] = useState<string | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const typed = useDebouncedValue(text.trim(), SUGGESTIONS_DEBOUNCE_MS);
  const long = typed.length >= SEARCH_QUERY_MIN_LENGTH;
  // Only once the shopper types: a field that starts filled (the results page) asks for nothing.
  const suggestions = useQuery({ ...searchSuggestionsQuery(locale, typed), enabled: long && open });
  // An answer for an older text (kept while the next loads) is shown only while it still fits.
  const items: SearchSuggestion[] =
    long && suggestions.data && text.trim().startsWith(suggestions.data.q)
      ? suggestions.data.suggestions
      : [];
  const expanded = open && items.length > 0;

  useEffect(() => {
    if (!autoFocus) return;
    const input = inputRef.current;
    input?.focus();
    input?.setSelectionRange(input.value.length, input.value.length);
  }, [autoFocus]);
  useEffect(() => () => clearTimeout(closeTimer.current), []);
  useEffect(() => setActive(-1), [suggestions.data]);

  const hrefOf = (suggestion: SearchSuggestion) =>
    `${localePrefix}/${suggestion.kind === 'category' ? 'categories' : 'products'}/${suggestion.path}`;

  const go = (href: string) => {
    setOpen(false);
    inputRef.current?.blur();
    navigate(href);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = expanded ? items[active] : undefined;
    if (chosen) return go(hrefOf(chosen));
    if (text.trim().length < SEARCH_QUERY_MIN_LENGTH) {
      setProblem(validationMessages[locale].minChars3);
      return;
    }
    go(searchResultsHref(locale, text));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      if (expanded) event.preventDefault();
      setOpen(false);
      setActive(-1);
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    if (items.length === 0) return;
    event.preventDefault();
    setOpen(true);
    const step = event.key === 'ArrowDown' ? 1 : -1;
    // Past either end the field itself is active again.
    setActive((current) => {
      const next = current + step;
      if (next < -1) return items.length - 1;
      return next >= items.length ? -1 : next;
    });
  };

  return (
    <form
      role="search"
      className="search-box"
      action={searchResultsPath(locale)}
      onSubmit={submit}
      onFocus={() => clearTimeout(closeTimer.current)}
      onBlur={() => {
        closeTimer.current = setTimeout(() => setOpen(false), CLOSE_AFTER_BLUR_MS);
      }}
    >
      <label htmlFor={id} className="shop-visually-hidden">
        {t('search.label')}
      </label>
      <input
        ref={inputRef}
        id={id}
        className="shop-search-input"
        type="search"
        name="q"
        role="combobox"
        autoComplete="off"
        enterKeyHint="search"
        maxLength={SEARCH_QUERY_MAX_LENGTH}
        placeholder={t('search.placeholder')}
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setProblem(null);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className="shop-search-submit">
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
          <path d="m16 16 4.5 4.5" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        </svg>
        <span className="shop-visually-hidden">{t('search.submit')}</span>
      </button>
      {problem && (
        <p id={`${id}-problem`} className="search-box__problem" role="alert">
          {problem}
        </p>
      )}
      <ul
        id={listId}
        role="listbox"
        aria-label={t('search.suggestions')}
        className="search-box__suggestions"
        hidden={!expanded}
      >
        {items.map((suggestion, index) => (
          <li
            key={`${suggestion.kind}:${suggestion.path}`}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className="search-box__suggestion"
            // Picking with the pointer must not blur the field first and close the list.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => go(hrefOf(suggestion))}
          >
            {suggestion.kind === 'product' ? (
              <ProductPicture
                image={{ ...suggestion.image, width: 32, height: 40 }}
                sizes="32px"
                alt=""
                className="search-box__thumb"
              />
            ) : (
              <span className="search-box__kind">{t('search.category')}</span>
            )}
            <span>{suggestion.label}</span>
          </li>
        ))}
      </ul>
    </form>
  );
}
