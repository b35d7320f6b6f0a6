import { useState } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShop } from '@shop/shared/test/render-with-shop';
import { Modal } from './Modal';
import { SCROLL_CLOSE_RATIO } from './use-scroll-away';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
  act(() => {
    fireEvent.scroll(window);
  });
}

function Page({ onClose = jest.fn() }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose();
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <a href="/elsewhere">Outside link</a>
      {open && (
        <Modal title="Scegli il paese" onClose={close}>
          <label>
            Nome <input />
          </label>
          <button type="button">Conferma</button>
        </Modal>
      )}
    </>
  );
}

async function openModal(locale: 'it' | 'en' = 'it') {
  const user = userEvent.setup();
  const onClose = jest.fn();
  renderWithShop(<Page onClose={onClose} />, { locale });
  await user.click(screen.getByRole('button', { name: 'Open' }));
  return { user, onClose, dialog: screen.getByRole('dialog', { name: 'Scegli il paese' }) };
}

beforeEach(() => scrollTo(0));

describe('Modal', () => {
  it('is a modal dialog named by its title, with a localized close button', async () => {
    const { dialog } = await openModal();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('heading', { name: 'Scegli il paese' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Chiudi' })).toBeInTheDocument();
  });

  it('labels the close button in English on the English locale', async () => {
    await openModal('en');
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('closes on the close button and gives focus back to the opener', async () => {
    const { user, onClose } = await openModal();
    await user.click(screen.getByRole('button', { name: 'Chiudi' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('closes on Escape', async () => {
    const { user, onClose } = await openModal();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('closes when the browser goes back, giving focus back to the opener', async () => {
    const { onClose } = await openModal();
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('stays open for a scroll of up to 20% of the window height, closes beyond it', async () => {
    const { onClose } = await openModal();
    const limit = window.innerHeight * SCROLL_CLOSE_RATIO;
    expect(SCROLL_CLOSE_RATIO).toBe(0.2);
    scrollTo(limit);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    scrollTo(limit + 1);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('measures the scroll from where the page was when it opened, in both directions', async () => {
    scrollTo(1000);
    const { onClose } = await openModal();
    const limit = window.innerHeight * SCROLL_CLOSE_RATIO;
    scrollTo(1000 - limit + 10);
    scrollTo(1000 + limit - 10);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    scrollTo(1000 - limit - 1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('moves focus inside and cycles Tab and Shift+Tab within the dialog', async () => {
    const { user } = await openModal();
    const close = screen.getByRole('button', { name: 'Chiudi' });
    const input = screen.getByRole('textbox', { name: 'Nome' });
    const confirm = screen.getByRole('button', { name: 'Conferma' });
    expect(close).toHaveFocus();
    await user.tab();
    expect(input).toHaveFocus();
    await user.tab();
    expect(confirm).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(confirm).toHaveFocus();
  });

  it('brings focus back when something outside takes it', async () => {
    await openModal();
    act(() => screen.getByRole('link', { name: 'Outside link' }).focus());
    expect(screen.getByRole('button', { name: 'Chiudi' })).toHaveFocus();
  });

  it('stays open when the backdrop is clicked', async () => {
    const { user, onClose } = await openModal();
    const backdrop = document.querySelector('.modal__backdrop');
    if (!backdrop) throw new Error('no backdrop');
    await user.click(backdrop);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
