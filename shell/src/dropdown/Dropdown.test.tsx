import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dropdown, DROPDOWN_CLOSE_DELAY_MS, type DropdownOption } from './Dropdown';

const countries: DropdownOption[] = [
  { value: 'IT', label: 'Italia' },
  { value: 'FR', label: 'France' },
  { value: 'FI', label: 'Finland' },
  { value: 'DE', label: 'Germany' },
];

function Form({ initial = null as string | null, onChange = jest.fn() }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <>
      <Dropdown
        label="Paese"
        placeholder="Seleziona un paese"
        options={countries}
        value={value}
        onChange={(next) => {
          onChange(next);
          setValue(next);
        }}
      />
      <button type="button">Conferma</button>
    </>
  );
}

const toggle = (name: RegExp | string = /Paese/) => screen.getByRole('button', { name });

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function setup(ui = <Form />) {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(ui);
  return user;
}

describe('Dropdown', () => {
  it('is a button that announces a listbox and shows the placeholder, then the choice', async () => {
    const onChange = jest.fn();
    const user = setup(<Form onChange={onChange} />);
    const button = toggle();
    expect(button).toHaveAccessibleName('Paese Seleziona un paese');
    expect(button).toHaveAttribute('aria-haspopup', 'listbox');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox', { name: 'Paese' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Italia',
      'France',
      'Finland',
      'Germany',
    ]);
    expect(listbox).toHaveFocus();

    await user.click(screen.getByRole('option', { name: 'France' }));
    expect(onChange).toHaveBeenCalledWith('FR');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(toggle()).toHaveAccessibleName('Paese France');
    expect(toggle()).toHaveFocus();
  });

  it('marks the chosen option selected and starts on it', async () => {
    const user = setup(<Form initial="DE" />);
    await user.click(toggle());
    expect(screen.getByRole('option', { name: 'Germany' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('option', { name: 'Italia' })).toHaveAttribute(
      'aria-selected',
      'false',
    );
    expect(screen.getByRole('listbox')).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: 'Germany' }).id,
    );
  });

  it('works from the keyboard: arrows move, Enter chooses', async () => {
    const onChange = jest.fn();
    const user = setup(<Form onChange={onChange} />);
    toggle().focus();
    await user.keyboard('{ArrowDown}');
    const listbox = screen.getByRole('listbox');
    const active = () =>
      document.getElementById(listbox.getAttribute('aria-activedescendant') ?? '')?.textContent;
    expect(active()).toBe('Italia');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(active()).toBe('Finland');
    await user.keyboard('{ArrowUp}');
    expect(active()).toBe('France');
    await user.keyboard('{End}');
    expect(active()).toBe('Germany');
    await user.keyboard('{ArrowDown}');
    expect(active()).toBe('Germany');
    await user.keyboard('{Home}');
    expect(active()).toBe('Italia');
    await user.keyboard('f');
    expect(active()).toBe('France');
    await user.keyboard('f');
    expect(active()).toBe('Finland');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('FI');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(toggle()).toHaveFocus();
  });

  it('closes on Escape without choosing, and keeps the Escape to itself', async () => {
    const onChange = jest.fn();
    const onDocumentEscape = jest.fn();
    const listen = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onDocumentEscape();
    };
    document.addEventListener('keydown', listen);
    const user = setup(<Form onChange={onChange} />);
    await user.click(toggle());
    await user.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
    expect(toggle()).toHaveFocus();
    expect(onDocumentEscape).not.toHaveBeenCalled();
    document.removeEventListener('keydown', listen);
  });

  it(`closes ${DROPDOWN_CLOSE_DELAY_MS} ms after focus leaves it, not before`, async () => {
    expect(DROPDOWN_CLOSE_DELAY_MS).toBe(200);
    const user = setup();
    await user.click(toggle());
    act(() => screen.getByRole('button', { name: 'Conferma' }).focus());
    act(() => jest.advanceTimersByTime(DROPDOWN_CLOSE_DELAY_MS - 1));
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('stays open when focus comes back within the delay', async () => {
    const user = setup();
    await user.click(toggle());
    act(() => screen.getByRole('button', { name: 'Conferma' }).focus());
    act(() => jest.advanceTimersByTime(150));
    act(() => screen.getByRole('listbox').focus());
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('listbox')).toBeInTheDocument();
  });

  it('stays open while focus moves inside it', async () => {
    const user = setup();
    await user.click(toggle());
    act(() => toggle().focus());
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('listbox')).toBeInTheDocument();
  });
});
