import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@shop/shared/test/mock-api';
import { registerShellTexts } from '../i18n';
import { italianCategories as categories } from '../test/categories-fixture';
import { renderOnStore } from '../test/render-on-store';
import { MainNav } from './MainNav';

beforeAll(registerShellTexts);
beforeEach(() => mockApi({ 'GET /api/categories': { body: categories } }));

const renderNav = () =>
  renderOnStore(<MainNav locale="it" />, { store: 'it', route: '/', locale: 'it' });

describe('MainNav', () => {
  it('keeps subcategories out of the Tab order until their button opens them', async () => {
    renderNav();
    const user = userEvent.setup();
    const toggle = await screen.findByRole('button', { name: 'Donna: sottocategorie' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Abiti' })).toBeNull();

    const reached: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      await user.tab();
      const active = document.activeElement;
      reached.push(active?.getAttribute('aria-label') ?? active?.textContent ?? '');
    }
    // Uomo has no subcategories in the fixture, hence no button.
    expect(reached.sort()).toEqual(['Donna', 'Donna: sottocategorie', 'Uomo']);

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    await user.tab();
    expect(within(list as HTMLElement).getAllByRole('link')[0]).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    expect(screen.queryByRole('link', { name: 'Abiti' })).toBeNull();
  });

  it('opens on hover with aria-expanded, closes when the pointer leaves or on Escape', async () => {
    renderNav();
    const user = userEvent.setup();
    const donna = await screen.findByRole('link', { name: 'Donna' });
    const toggle = screen.getByRole('button', { name: 'Donna: sottocategorie' });
    await user.hover(donna);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Abiti' })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.unhover(donna);
    await user.hover(donna);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.unhover(donna);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
