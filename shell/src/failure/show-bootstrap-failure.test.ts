import { screen, within } from '@testing-library/react';
import { showBootstrapFailure } from './show-bootstrap-failure';

describe('showBootstrapFailure', () => {
  it('replaces the empty root with the message in Italian and English and a reload link', () => {
    document.body.innerHTML = '<div id="root"><p>half-drawn page</p></div>';

    showBootstrapFailure();

    const alert = screen.getByRole('alert');
    expect(screen.queryByText('half-drawn page')).not.toBeInTheDocument();
    expect(
      within(alert).getByRole('heading', { name: 'Il negozio non si è caricato' }),
    ).toBeVisible();
    expect(within(alert).getByRole('heading', { name: 'The shop did not load' })).toBeVisible();
    for (const name of ['Ricarica la pagina', 'Reload the page'])
      expect(within(alert).getByRole('link', { name })).toHaveAttribute(
        'href',
        window.location.href,
      );
    expect(alert.querySelector('section[lang="en"]')).not.toBeNull();
  });
});
