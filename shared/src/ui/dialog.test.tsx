import { useRef, useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShop } from '../../test/render-with-shop';
import { Dialog, type DialogProps } from './dialog';

type Options = Partial<Pick<DialogProps, 'closeOnBackdrop' | 'placement'>> & {
  focusField?: boolean;
};

function Opener({ closeOnBackdrop, placement, focusField }: Options) {
  const [open, setOpen] = useState(false);
  const [closes, setCloses] = useState(0);
  const fieldRef = useRef<HTMLInputElement>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <output aria-label="closes">{closes}</output>
      <Dialog
        title="Size guide"
        open={open}
        onClose={() => {
          setCloses((count) => count + 1);
          setOpen(false);
        }}
        closeOnBackdrop={closeOnBackdrop}
        placement={placement}
        initialFocusRef={focusField ? fieldRef : undefined}
      >
        <label>
          Size <input ref={fieldRef} />
        </label>
      </Dialog>
    </>
  );
}

const setup = (options: Options = {}, locale: 'it' | 'en' = 'it') => {
  const user = userEvent.setup({ delay: null });
  renderWithShop(<Opener {...options} />, { locale });
  return user;
};
const dialogElement = () => document.querySelector('dialog') as HTMLDialogElement;

describe('Dialog', () => {
  it('stays closed until opened, then is a dialog named by its title', async () => {
    const user = setup();
    expect(dialogElement()).not.toHaveAttribute('open');
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Size guide' });
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByRole('heading', { level: 2, name: 'Size guide' })).toBeInTheDocument();
    expect(dialog).toHaveClass('shop-dialog');
  });

  it('closes on its localized close button and gives focus back to the opener', async () => {
    const user = setup({}, 'en');
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(dialogElement()).not.toHaveAttribute('open');
    expect(opener).toHaveFocus();
    expect(screen.getByRole('status', { name: 'closes' })).toHaveTextContent('1');
  });

  it('closes on Escape, reporting one close, and gives focus back', async () => {
    const user = setup({ focusField: true });
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    expect(screen.getByRole('textbox', { name: 'Size' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(dialogElement()).not.toHaveAttribute('open');
    expect(opener).toHaveFocus();
    expect(screen.getByRole('status', { name: 'closes' })).toHaveTextContent('1');
  });

  it('closes on a click on the backdrop when asked to, not on a click inside', async () => {
    const user = setup({ closeOnBackdrop: true });
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('textbox', { name: 'Size' }));
    expect(dialogElement()).toHaveAttribute('open');
    await user.click(dialogElement());
    expect(dialogElement()).not.toHaveAttribute('open');
  });

  it('stays open on a click on the backdrop by default', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(dialogElement());
    expect(dialogElement()).toHaveAttribute('open');
  });

  it('is a sidebar along the edge it is placed on', async () => {
    const user = setup({ placement: 'right' });
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(dialogElement()).toHaveClass('shop-dialog', 'shop-dialog--right');
  });

  it('closes when its parent unmounts it, giving focus back', async () => {
    const user = userEvent.setup({ delay: null });
    function Mounted() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Menu
          </button>
          {open && (
            <Dialog title="Menu" open onClose={() => setOpen(false)}>
              <a href="/uomo">Uomo</a>
            </Dialog>
          )}
        </>
      );
    }
    renderWithShop(<Mounted />);
    const opener = screen.getByRole('button', { name: 'Menu' });
    await user.click(opener);
    expect(screen.getByRole('dialog', { name: 'Menu' })).toHaveAttribute('open');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});

describe('Dialog over a layer that listens for Escape on the document', () => {
  it('keeps the Escape to itself', async () => {
    const user = userEvent.setup({ delay: null });
    const pageEscape = jest.fn();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') pageEscape();
    };
    document.addEventListener('keydown', onKeyDown);
    try {
      renderWithShop(<Opener />);
      await user.click(screen.getByRole('button', { name: 'Open' }));
      await user.keyboard('{Escape}');
      expect(dialogElement()).not.toHaveAttribute('open');
      expect(pageEscape).not.toHaveBeenCalled();
    } finally {
      document.removeEventListener('keydown', onKeyDown);
    }
  });
});
