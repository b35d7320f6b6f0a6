import { useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { localePrefix, useCategories, type CategoryNode, type Locale } from '@shop/shared';
import { SHELL_NAMESPACE } from '../i18n';
import { useEscapeKey } from '../modal/use-escape-key';

type Opened = { id: string; by: 'hover' | 'button' } | null;

/**
 * The desktop category menu. Each category with subcategories has a disclosure button: its list is
 * hidden (and out of the Tab order) until the button or the pointer opens it; Escape, the pointer
 * leaving (for what it opened) or focus leaving the category closes it.
 */
export function MainNav({ locale }: { locale: Locale }) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const categories = useCategories(locale);
  const prefix = localePrefix(locale);
  const idBase = useId();
  const [opened, setOpened] = useState<Opened>(null);
  const itemRefs = useRef(new Map<string, HTMLLIElement>());
  const { pathname } = useLocation();
  useEffect(() => setOpened(null), [pathname]);

  useEscapeKey(() => {
    const item = opened && itemRefs.current.get(opened.id);
    setOpened(null);
    // Focus inside the list that disappears goes back to the button that opened it.
    if (item?.contains(document.activeElement)) {
      item.querySelector<HTMLButtonElement>('.main-nav__toggle')?.focus();
    }
  }, opened !== null);

  const item = (root: CategoryNode) => {
    const open = opened?.id === root.id;
    const listId = `${idBase}-${root.id}`;
    const onBlur = (event: FocusEvent<HTMLLIElement>) => {
      const next = event.relatedTarget;
      if (!(next instanceof Node && event.currentTarget.contains(next)) && open) setOpened(null);
    };
    return (
      <li
        key={root.id}
        ref={(element) => {
          if (element) itemRefs.current.set(root.id, element);
          else itemRefs.current.delete(root.id);
        }}
        className="main-nav__item"
        onMouseEnter={() => {
          if (root.children.length > 0 && !open) setOpened({ id: root.id, by: 'hover' });
        }}
        onMouseLeave={() => {
          if (opened?.id === root.id && opened.by === 'hover') setOpened(null);
        }}
        onBlur={onBlur}
      >
        <NavLink to={`${prefix}/categories/${root.path}`}>{root.name}</NavLink>
        {root.children.length > 0 && (
          <>
            <button
              type="button"
              className="main-nav__toggle"
              aria-expanded={open}
              aria-controls={listId}
              aria-label={t('header.subcategories', { name: root.name })}
              onClick={() =>
                setOpened(open && opened.by === 'button' ? null : { id: root.id, by: 'button' })
              }
            >
              <span className="main-nav__chevron" aria-hidden="true" />
            </button>
            <ul id={listId} className="main-nav__children" hidden={!open}>
              {root.children.map((child) => (
                <li key={child.id}>
                  <NavLink to={`${prefix}/categories/${child.path}`}>{child.name}</NavLink>
                </li>
              ))}
            </ul>
          </>
        )}
      </li>
    );
  };

  return (
    <nav className="main-nav" aria-label={t('header.mainNav')}>
      <ul className="main-nav__list">{categories.data?.categories.map(item)}</ul>
    </nav>
  );
}
