import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Select } from './select';

const countries = [
  { value: 'FR', label: 'Francia' },
  { value: 'DE', label: 'Germania' },
];

function Country({ error }: { error?: string }) {
  const [value, setValue] = useState('');
  return (
    <>
      <Select
        label="Paese"
        placeholder="Scegli un paese"
        options={countries}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={error}
      />
      <output aria-label="chosen">{value}</output>
    </>
  );
}

describe('Select', () => {
  it('is a native select named by its label, starting on the placeholder', () => {
    render(<Country />);
    const select = screen.getByRole('combobox', { name: 'Paese' });
    expect(select.tagName).toBe('SELECT');
    expect(select).toHaveDisplayValue('Scegli un paese');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Scegli un paese',
      'Francia',
      'Germania',
    ]);
    expect(select).not.toHaveAttribute('aria-invalid');
  });

  it('reports the choice', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Country />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Paese' }), 'Germania');
    expect(screen.getByRole('status', { name: 'chosen' })).toHaveTextContent('DE');
  });

  it('announces its error and is described and marked invalid by it', () => {
    render(<Country error="Scegli un paese per continuare." />);
    const select = screen.getByRole('combobox', { name: 'Paese' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Scegli un paese per continuare.');
    expect(screen.getByRole('alert')).toHaveTextContent('Scegli un paese per continuare.');
  });
});
