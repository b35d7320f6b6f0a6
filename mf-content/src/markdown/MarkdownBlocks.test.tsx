import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { MarkdownBlocks } from './MarkdownBlocks';

const renderBlocks = (blocks: string[]) =>
  render(
    <MemoryRouter>
      <MarkdownBlocks blocks={blocks} />
    </MemoryRouter>,
  );

describe('MarkdownBlocks', () => {
  it('renders headings, lists and paragraphs with strong text and shop links', () => {
    renderBlocks([
      '## Come fare un reso',
      '- Accedi al tuo account.\n- Scegli gli **articoli** da restituire.',
      'Leggi le [domande frequenti](/pages/faq) o la [guida europea](https://europa.eu/odr).',
    ]);

    expect(screen.getByRole('heading', { level: 2, name: 'Come fare un reso' })).toBeVisible();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('articoli').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'domande frequenti' })).toHaveAttribute(
      'href',
      '/pages/faq',
    );
    expect(screen.getByRole('link', { name: 'guida europea' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
  });

  it('links a phone number and an e-mail address, to call or write with a tap', () => {
    renderBlocks([
      'Chiamaci al [+39 02 8734 1200](tel:+390287341200) o scrivi a [assistenza@aurelia-moda.it](mailto:assistenza@aurelia-moda.it).',
    ]);

    expect(screen.getByRole('link', { name: '+39 02 8734 1200' })).toHaveAttribute(
      'href',
      'tel:+390287341200',
    );
    expect(screen.getByRole('link', { name: 'assistenza@aurelia-moda.it' })).toHaveAttribute(
      'href',
      'mailto:assistenza@aurelia-moda.it',
    );
  });

  it('keeps markup and unsafe links as plain text', () => {
    const { container } = renderBlocks([
      'Un [link](javascript:void) e <img src=x onerror=alert(1)> restano testo.',
    ]);

    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
    expect(container).toHaveTextContent('Un link e <img src=x onerror=alert(1)> restano testo.');
  });
});
