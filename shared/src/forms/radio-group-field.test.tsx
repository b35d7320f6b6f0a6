import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { RadioGroupField } from './radio-group-field';

function renderGroup(onSubmit: (values: { gender: string | null }) => void) {
  render(
    <Formik initialValues={{ gender: 'female' as string | null }} onSubmit={onSubmit}>
      <Form>
        <RadioGroupField
          name="gender"
          legend="Genere"
          options={[
            { value: 'female', label: 'Donna' },
            { value: 'male', label: 'Uomo', detail: 'spedizione in 2 giorni' },
            { value: null, label: 'Preferisco non dirlo' },
          ]}
        />
        <button type="submit">Invia</button>
      </Form>
    </Formik>,
  );
}

describe('RadioGroupField', () => {
  it('keeps the chosen option’s own value, null for "prefer not to say"', async () => {
    const onSubmit = jest.fn();
    renderGroup(onSubmit);
    const user = userEvent.setup({ delay: null });

    expect(screen.getByRole('radio', { name: 'Donna' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Preferisco non dirlo' }));
    await user.click(screen.getByRole('button', { name: 'Invia' }));

    expect(onSubmit).toHaveBeenCalledWith({ gender: null }, expect.anything());
  });

  it('is a group named by its legend, each detail read with its choice', () => {
    renderGroup(jest.fn());

    expect(screen.getByRole('group', { name: 'Genere' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Uomo/ })).toHaveAccessibleDescription(
      /spedizione in 2 giorni/,
    );
  });
});
