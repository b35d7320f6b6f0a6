import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { useFocusLeave } from './use-focus-leave';
import './dropdown.css';

/** A select dropdown closes this long after focus leaves it (spec §4, §9). */
export const DROPDOWN_CLOSE_DELAY_MS = 200;

export interface DropdownOption<V extends string = string> {
  value: V;
  label: string;
}

export interface DropdownProps<V extends string> {
  /** Visible label, also the listbox's name. */
  label: string;
  options: readonly DropdownOption<V>[];
  /** The chosen value; `null` shows the placeholder. */
  value: V | null;
  onChange: (value: V) => void;
  placeholder: string;
  /** The toggle button, e.g. to focus it when a dialog opens. */
  buttonRef?: RefObject<HTMLButtonElement | null>;
  /** Id of an element that describes the control (e.g. an error message). */
  describedBy?: string;
}

/**
 * A select-like dropdown: a button that opens a listbox. Arrow keys, Home and End move through the
 * options, a letter jumps to the next option starting with it, Enter or Space chooses, Escape
 * closes without choosing. It closes `DROPDOWN_CLOSE_DELAY_MS` after focus leaves it.
 */
export function Dropdown<V extends string>({
  label,
  options,
  value,
  onChange,
  placeholder,
  buttonRef,
  describedBy,
}: DropdownProps<V>) {
  const id = useId();
  const labelId = `${id}label`;
  const buttonId = `${id}button`;
  const listId = `${id}listbox`;
  const optionId = (index: number) => `${id}option-${index}`;

  const ownButtonRef = useRef<HTMLButtonElement>(null);
  const button = buttonRef ?? ownButtonRef;
  const listRef = useRef<HTMLUListElement>(null);
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(0);
  const selectedIndex = options.findIndex((option) => option.value === value);
  const focusLeave = useFocusLeave(() => setOpen(false), DROPDOWN_CLOSE_DELAY_MS);

  useLayoutEffect(() => {
    const list = listRef.current;
    const anchor = button.current;
    if (!open || !list || !anchor) return;
    const place = () => placeBeside(list, anchor);
    place();
    // Opening scrolls nothing but the list: the dialog around it keeps its title and button in view.
    list.focus({ preventScroll: true });
    window.addEventListener('resize', place);
    window.addEventListener('scroll', place, true);
    return () => {
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place, true);
    };
  }, [open, button]);
  useEffect(() => {
    const list = listRef.current;
    const option = document.getElementById(optionId(activeIndex));
    if (open && list && option) scrollWithin(list, option);
  });

  const openAt = (index: number) => {
    setActiveIndex(Math.min(Math.max(index, 0), options.length - 1));
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const choose = (index: number) => {
    const option = options[index];
    if (option) onChange(option.value);
    close();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const fallback = event.key === 'ArrowDown' ? 0 : options.length - 1;
      openAt(selectedIndex >= 0 ? selectedIndex : fallback);
    }
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const last = options.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: Math.min(activeIndex + 1, last),
      ArrowUp: Math.max(activeIndex - 1, 0),
      Home: 0,
      End: last,
      PageDown: Math.min(activeIndex + 10, last),
      PageUp: Math.max(activeIndex - 10, 0),
    };
    const move = moves[event.key];
    if (move !== undefined) {
      event.preventDefault();
      setActiveIndex(move);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(activeIndex);
    } else if (event.key === 'Escape') {
      // Handled here: the dialog around the dropdown must not close as well.
      event.preventDefault();
      event.stopPropagation();
      close();
    } else if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      const match = nextStartingWith(options, event.key, activeIndex);
      if (match >= 0) setActiveIndex(match);
    }
  };

  return (
    <div className="dropdown" {...focusLeave}>
      <span id={labelId} className="dropdown__label">
        {label}
      </span>
      <button
        ref={button}
        id={buttonId}
        type="button"
        className="dropdown__button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-labelledby={`${labelId} ${buttonId}`}
        aria-describedby={describedBy}
        onClick={() => (open ? setOpen(false) : openAt(selectedIndex))}
        onKeyDown={onButtonKeyDown}
      >
        <span className={value === null ? 'dropdown__placeholder' : undefined}>
          {options[selectedIndex]?.label ?? placeholder}
        </span>
        <span className="dropdown__chevron" aria-hidden="true" />
      </button>
      {open && (
        <ul
          ref={listRef}
          id={listId}
          className="dropdown__list"
          role="listbox"
          aria-labelledby={labelId}
          aria-activedescendant={optionId(activeIndex)}
          tabIndex={0}
          onKeyDown={onListKeyDown}
        >
          {options.map((option, index) => (
            // Keyboard use goes through the listbox (aria-activedescendant), not each option.
            <li
              key={option.value}
              id={optionId(index)}
              role="option"
              aria-selected={index === selectedIndex}
              className={
                index === activeIndex
                  ? 'dropdown__option dropdown__option--active'
                  : 'dropdown__option'
              }
              onClick={() => choose(index)}
              onMouseMove={() => setActiveIndex(index)}
            >
              {option.label}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The index of the next option after `from` whose label starts with `letter`, wrapping; -1 if none. */
function nextStartingWith(
  options: readonly DropdownOption[],
  letter: string,
  from: number,
): number {
  const wanted = letter.toLocaleLowerCase();
  for (let step = 1; step <= options.length; step += 1) {
    const index = (from + step) % options.length;
    if (options[index]?.label.toLocaleLowerCase().startsWith(wanted)) return index;
  }
  return -1;
}

const LIST_MAX_HEIGHT_PX = 256;
const VIEWPORT_MARGIN_PX = 8;
/** Below this room under the button (four rows), the list opens upwards if there is more room. */
const LIST_MIN_ROOM_PX = 150;

/**
 * Places the list against the window, under its button (above only when there is too little room
 * below and more above), so it never overflows a dialog that scrolls and never makes it scroll.
 */
function placeBeside(list: HTMLElement, anchor: HTMLElement): void {
  const rect = anchor.getBoundingClientRect();
  const below = window.innerHeight - rect.bottom - VIEWPORT_MARGIN_PX;
  const above = rect.top - VIEWPORT_MARGIN_PX;
  const downwards = below >= Math.min(LIST_MIN_ROOM_PX, list.scrollHeight) || below >= above;
  Object.assign(list.style, {
    position: 'fixed',
    left: `${rect.left}px`,
    right: 'auto',
    width: `${rect.width}px`,
    top: downwards ? `${rect.bottom}px` : 'auto',
    bottom: downwards ? 'auto' : `${window.innerHeight - rect.top}px`,
    margin: downwards ? '0.25rem 0 0' : '0 0 0.25rem',
    maxHeight: `${Math.max(0, Math.min(LIST_MAX_HEIGHT_PX, downwards ? below : above) - 4)}px`,
  });
}

/** Scrolls `list` (and nothing around it) so that `option` is in view. */
function scrollWithin(list: HTMLElement, option: HTMLElement): void {
  const top = option.offsetTop;
  const bottom = top + option.offsetHeight;
  if (top < list.scrollTop) list.scrollTop = top;
  else if (bottom > list.scrollTop + list.clientHeight) list.scrollTop = bottom - list.clientHeight;
}
