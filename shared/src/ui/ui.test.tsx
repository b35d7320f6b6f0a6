import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { FieldError } from './field-error';
import { Spinner } from './spinner';
import { VisuallyHidden } from './visually-hidden';

describe('Spinner', () => {
  it('is a polite status that announces its localized label', () => {
    render(<Spinner label="Caricamento…" />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('Caricamento…');
    expect(status.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('takes a size and a class', () => {
    render(<Spinner label="Loading…" size="small" className="cart-spinner" />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading…');
    expect(status).toHaveClass('cart-spinner');
    expect(status.querySelector('svg')).toHaveAttribute('width', '16');
  });
});

describe('VisuallyHidden', () => {
  it('keeps text in the accessible name of its parent while clipping it', () => {
    render(
      <button type="button">
        <span aria-hidden="true">×</span>
        <VisuallyHidden>Chiudi</VisuallyHidden>
      </button>,
    );
    const button = screen.getByRole('button', { name: 'Chiudi' });
    const hidden = screen.getByText('Chiudi');
    expect(button).toContainElement(hidden);
    expect(hidden).toHaveStyle({
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
    });
  });

  it('passes other attributes through', () => {
    render(
      <VisuallyHidden id="hint" style={{ color: 'red' }}>
        Suggerimento
      </VisuallyHidden>,
    );
    expect(screen.getByText('Suggerimento')).toHaveAttribute('id', 'hint');
    expect(screen.getByText('Suggerimento')).toHaveStyle({
      color: 'rgb(255, 0, 0)',
      position: 'absolute',
    });
  });
});

describe('FieldError', () => {
  function EmailField() {
    const [error, setError] = useState<string | null>(null);
    return (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setError('La email inserita non è valida');
        }}
      >
        <label htmlFor="email">Email</label>
        <input id="email" aria-describedby="email-error" aria-invalid={error ? true : undefined} />
        <FieldError id="email-error" message={error} />
        <button type="submit">Iscriviti</button>
      </form>
    );
  }

  it('renders nothing visible until there is a message', () => {
    render(<FieldError id="x" />);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('announces the message and describes the field', async () => {
    render(<EmailField />);
    await userEvent.click(screen.getByRole('button', { name: 'Iscriviti' }));

    expect(screen.getByRole('alert')).toHaveTextContent('La email inserita non è valida');
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAccessibleDescription('La email inserita non è valida');
    expect(input).toBeInvalid();
  });
});
