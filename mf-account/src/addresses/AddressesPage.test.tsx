import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SavedAddress } from '@shop/shared';
import { AddressRequest, SavedAddressSchema } from '@shop/shared/contracts/schemas';
import { checkContract, type ContractSchema } from '@shop/shared/validation';
import { renderWithShop } from '@shop/shared/test/render-with-shop';
import { mockApi } from '@shop/shared/test/mock-api';
import { milanAddress } from '@shop/shared/test/milan-address';
import { registerAccountTexts } from '../i18n';
import { AddressesPage } from './AddressesPage';

// Typing a whole address into the form (each key checked by the shared rules) takes seconds in
// jsdom on a busy machine.
jest.setTimeout(20_000);

beforeAll(registerAccountTexts);

const saved: SavedAddress = {
  ...milanAddress,
  id: 7,
  // The address book keeps EU addresses only; Milan's is one.
  country: 'IT',
  additionalInfo: 'Scala C',
  isDefault: true,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

/** What the API would store of `body`: the contract's output (the tests send valid forms only). */
function accepted<Schema extends ContractSchema>(schema: Schema, body: unknown) {
  const checked = checkContract(schema, body);
  if (!checked.ok) throw new Error(`the API would refuse it: ${JSON.stringify(checked.problem)}`);
  return checked.output;
}

/** A fake API holding `initial`, answering list, add, change and delete like the real one. */
function fakeAddressApi(initial: SavedAddress[]) {
  let addresses = [...initial];
  let nextId = 100;
  const sent: unknown[] = [];
  const api = mockApi({
    'GET /api/account/addresses': () => ({ body: { addresses } }),
    'POST /api/account/addresses': ({ init }) => {
      sent.push(JSON.parse(String(init?.body)));
      const { address: fields } = accepted(AddressRequest, sent.at(-1));
      const address: SavedAddress = {
        ...saved,
        ...(fields as SavedAddress),
        id: nextId++,
        isDefault: addresses.length === 0,
      };
      addresses = [...addresses, address];
      return { status: 201, body: { message: 'Indirizzo salvato', address } };
    },
    ...Object.fromEntries(
      [7, 100].map((id) => [
        `PATCH /api/account/addresses/${id}`,
        ({ init }: { init?: RequestInit }) => {
          const body = JSON.parse(String(init?.body)) as Partial<SavedAddress>;
          addresses = addresses.map((entry) => {
            if (entry.id !== id) return entry;
            const fields = accepted(SavedAddressSchema, { ...entry, ...body });
            return {
              ...entry,
              ...(fields as SavedAddress),
              isDefault: body.isDefault ?? entry.isDefault,
            };
          });
          return {
            body: { message: 'Indirizzo aggiornato', address: addresses.find((e) => e.id === id) },
          };
        },
      ]),
    ),
    ...Object.fromEntries(
      [7, 100].map((id) => [
        `DELETE /api/account/addresses/${id}`,
        () => {
          addresses = addresses.filter((entry) => entry.id !== id);
          return { body: { message: 'Indirizzo eliminato' } };
        },
      ]),
    ),
  });
  return { api, current: () => addresses, sent };
}

const renderPage = (locale: 'it' | 'en' = 'it') =>
  renderWithShop(
    <AddressesPage
      page="account-addresses"
      locale={locale}
      localePrefix={locale === 'it' ? '' : '/en'}
    />,
    { route: locale === 'it' ? '/account/addresses' : '/en/account/addresses', locale },
  );

describe('AddressesPage', () => {
  it('says so when there is no address, in both languages', async () => {
    fakeAddressApi([]);
    const { unmount } = renderPage();
    expect(await screen.findByText('Nessun indirizzo trovato')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'I miei indirizzi' })).toBeInTheDocument();
    unmount();
    renderPage('en');
    expect(await screen.findByText('No addresses found')).toBeInTheDocument();
  });

  it('shows the Italian messages of spec §5 on an empty submit, tied to their fields', async () => {
    const { api } = fakeAddressApi([]);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Aggiungi un indirizzo' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Nuovo indirizzo' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Salva l’indirizzo' }));

    expect(await screen.findByLabelText('Nome')).toHaveAccessibleDescription(
      'Il campo è obbligatorio',
    );
    expect(screen.getByLabelText('Numero civico')).toHaveAccessibleDescription(
      'Il numero civico è obbligatorio!',
    );
    expect(screen.getByLabelText('Numero di telefono')).toHaveAccessibleDescription(
      'Il numero di telefono è obbligatorio',
    );
    expect(screen.getByLabelText('Paese')).toHaveAccessibleDescription(
      'Seleziona un paese tra quelli disponibili',
    );
    expect(screen.getByLabelText('Informazioni aggiuntive (facoltativo)')).not.toHaveAttribute(
      'aria-invalid',
    );
    expect(api.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
  });

  it('adds an address and lists it', async () => {
    const { current, sent } = fakeAddressApi([]);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Aggiungi un indirizzo' }));
    const fill = async (label: string, value: string) =>
      userEvent.type(screen.getByLabelText(label), value);
    await fill('Nome', 'Marco');
    await fill('Cognome', 'Verdi');
    await fill('Indirizzo', 'Corso Buenos Aires');
    await fill('Numero civico', '5');
    await userEvent.selectOptions(screen.getByLabelText('Paese'), 'IT');
    await userEvent.selectOptions(screen.getByLabelText('Provincia'), 'MI');
    await fill('Città', 'Milano');
    await fill('CAP', '20124');
    await fill('Prefisso', '+39');
    await fill('Numero di telefono', '340 000 1111');
    await fill('Codice fiscale', 'VRDMRC80A01F205V');
    await userEvent.click(screen.getByRole('button', { name: 'Salva l’indirizzo' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Indirizzo salvato');
    expect(current()).toHaveLength(1);
    expect(current()[0]).toMatchObject({ name: 'Marco', country: 'IT' });
    expect(sent).toEqual([expect.objectContaining({ language: 'it' })]);
    const list = await screen.findByRole('list', { name: 'Indirizzi salvati' });
    expect(within(list).getByText(/Corso Buenos Aires 5/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Nuovo indirizzo' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aggiungi un indirizzo' })).toHaveFocus();
  });

  it('edits an address with its values filled in', async () => {
    const { current } = fakeAddressApi([saved]);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Modifica' }));
    expect(screen.getByRole('heading', { name: 'Modifica indirizzo' })).toHaveFocus();
    const street = screen.getByLabelText('Numero civico');
    expect(street).toHaveValue('12');
    await userEvent.clear(street);
    await userEvent.type(street, '14');
    await userEvent.click(screen.getByRole('button', { name: 'Salva l’indirizzo' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Indirizzo aggiornato');
    expect(current()[0]?.streetNumber).toBe('14');
    expect(await screen.findByText(/Via della Spiga 14/)).toBeInTheDocument();
  });

  it('deletes only after a confirmation, then shows the empty message', async () => {
    const { api } = fakeAddressApi([saved]);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Elimina' }));
    const cancel = screen.getByRole('button', { name: 'Annulla' });
    expect(cancel).toHaveFocus();
    await userEvent.click(cancel);
    expect(screen.getByRole('button', { name: 'Elimina' })).toHaveFocus();
    expect(api.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Elimina' }));
    expect(
      screen.getByRole('group', { name: 'Vuoi davvero eliminare questo indirizzo?' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sì, elimina' }));

    expect(await screen.findByText('Nessun indirizzo trovato')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Indirizzo eliminato');
  });

  it("shows the server's refusal as an alert", async () => {
    mockApi({
      'GET /api/account/addresses': { body: { addresses: [saved] } },
      'DELETE /api/account/addresses/7': {
        status: 404,
        body: { message: 'Indirizzo non trovato' },
      },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Elimina' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sì, elimina' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Indirizzo non trovato'),
    );
  });
});
