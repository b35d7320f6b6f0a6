import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShop } from '../../test/render-with-shop';
import { Button, buttonClass } from './button';
import { CloseButton } from './close-button';

describe('Button', () => {
  it('is a plain button (not a submit) in the secondary look unless told otherwise', () => {
    render(<Button>Annulla</Button>);
    const button = screen.getByRole('button', { name: 'Annulla' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('class', 'shop-button');
  });

  it('takes a variant, a type and a class of its own', () => {
    render(
      <Button variant="primary" type="submit" className="checkout-pay">
        Paga
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Paga' });
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).toHaveClass('shop-button', 'shop-button--primary', 'checkout-pay');
  });
});

describe('buttonClass', () => {
  it('gives the classes for a link or a summary that looks like a button', () => {
    expect(buttonClass()).toBe('shop-button');
    expect(buttonClass('link')).toBe('shop-button shop-button--link');
    expect(buttonClass('danger', 'wide')).toBe('shop-button shop-button--danger wide');
  });
});

describe('CloseButton', () => {
  it('is a × named "Close" in the page’s language, or by its own label', async () => {
    const onClick = jest.fn();
    renderWithShop(
      <>
        <CloseButton onClick={onClick} />
        <CloseButton label="Chiudi l’avviso del carrello" className="cart-toast__close" />
      </>,
    );
    const close = screen.getByRole('button', { name: 'Chiudi' });
    expect(close).toHaveAttribute('type', 'button');
    expect(close).toHaveClass('shop-icon-button');
    expect(close).toHaveTextContent('×');
    await userEvent.setup({ delay: null }).click(close);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Chiudi l’avviso del carrello' })).toHaveClass(
      'cart-toast__close',
    );
  });
});
