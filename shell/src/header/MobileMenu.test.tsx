import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShop } from '@shop/shared/test/render-with-shop';
import { mockApi } from '@shop/shared/test/mock-api';
import { registerShellTexts } from '../i18n';
import { italianCategories as categories } from '../test/categories-fixture';
import { MobileMenu } from './MobileMenu';

beforeAll(registerShellTexts);

describe('MobileMenu', () => {
  beforeEach(() => mockApi({ 'GET /api/categories': { body: categories } }));

  it('opens a modal dialog along the left edge with the categories, focus inside it', async () => {
    renderWithShop(<MobileMenu locale="it" />);
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(await within(dialog).findByRole('link', { name: 'Abiti' })).toHaveAttribute(
      'href',
      '/categories/Donna/Abiti',
    );
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    // The kit's Dialog: a native <dialog> shown with showModal(), which keeps Tab inside it in
    // the browser (jsdom has no inert page; e2e tabs through it).
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveClass('shop-dialog--left');
    expect(button).toHaveAttribute('aria-controls', dialog.id);
  });

  it('closes on Escape and gives focus back to the menu button', async () => {
    renderWithShop(<MobileMenu locale="it" />);
    const button = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(button);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('offers the other language beside the categories', async () => {
    renderWithShop(<MobileMenu locale="it" />);
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(dialog).getByRole('link', { name: 'English' })).toHaveAttribute('href', '/en');
  });

  it('closes after choosing a category', async () => {
    renderWithShop(<MobileMenu locale="it" />);
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    await userEvent.click(await screen.findByRole('link', { name: 'Donna' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
