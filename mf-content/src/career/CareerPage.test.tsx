import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CAREER_PRIVACY_TEXT_VERSION } from '@shop/shared/contracts/careers';
import { mockApi } from '@shop/shared/test/mock-api';
import { renderWithShop } from '@shop/shared/test/render-with-shop';
import { registerContentTexts } from '../i18n';
import { CareerPage } from './CareerPage';

beforeAll(registerContentTexts);
// Filling eight fields with user-event takes seconds on a busy shared machine.
jest.setTimeout(30_000);

const RECEIVED =
  'Grazie! Abbiamo ricevuto la tua candidatura: se il tuo profilo è in linea con le posizioni aperte ti contatteremo.';

const renderCareer = (locale: 'it' | 'en' = 'it') =>
  renderWithShop(
    <CareerPage locale={locale} localePrefix={locale === 'it' ? '' : '/en'} page="career" />,
    { locale, route: locale === 'it' ? '/pages/career' : '/en/pages/career' },
  );

const pdf = (name = 'cv.pdf', size = 2048) =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });

async function fillIn(user: ReturnType<typeof userEvent.setup>, file: File) {
  // Pasted rather than typed: each keystroke would validate the whole form.
  await user.click(screen.getByRole('textbox', { name: 'Nome e cognome' }));
  await user.paste('Giulia Bianchi');
  await user.click(screen.getByRole('textbox', { name: 'Email' }));
  await user.paste('giulia.bianchi@example.it');
  await user.click(screen.getByRole('textbox', { name: /Telefono/ }));
  await user.paste('333 123 4567');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Posizione' }), 'junior-designer');
  await user.click(screen.getByRole('textbox', { name: /Sito web o portfolio/ }));
  await user.paste('https://giulia.example.com');
  await user.click(screen.getByRole('textbox', { name: 'Messaggio' }));
  await user.paste('Vorrei lavorare da voi.');
  await user.upload(screen.getByLabelText('CV'), file);
  await user.click(screen.getByRole('checkbox', { name: /informativa privacy per i candidati/ }));
}

describe('CareerPage', () => {
  it('sends the application as a multipart form with the CV, then confirms and empties the form', async () => {
    const api = mockApi({ 'POST /api/careers': { status: 201, body: { message: RECEIVED } } });
    const user = userEvent.setup();
    const { bus } = renderCareer();

    expect(screen.getByRole('heading', { level: 1, name: 'Lavora con noi' })).toBeInTheDocument();
    await fillIn(user, pdf('Giulia CV.pdf'));
    await user.click(screen.getByRole('button', { name: 'Invia la candidatura' }));

    expect(await screen.findByText(RECEIVED)).toHaveAttribute('role', 'status');
    const [url, init] = api.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/careers?lang=it');
    const body = init.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('name')).toBe('Giulia Bianchi');
    expect(body.get('email')).toBe('giulia.bianchi@example.it');
    expect(body.get('phone')).toBe('333 123 4567');
    expect(body.get('position')).toBe('junior-designer');
    expect(body.get('privacyConsent')).toBe('yes');
    expect(body.get('privacyTextVersion')).toBe(CAREER_PRIVACY_TEXT_VERSION);
    expect(body.get('website')).toBe('https://giulia.example.com');
    expect(body.get('message')).toBe('Vorrei lavorare da voi.');
    expect((body.get('cv') as File).name).toBe('Giulia CV.pdf');
    expect(screen.getByRole('combobox', { name: 'Posizione' })).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: /informativa privacy/ })).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Messaggio' })).toHaveValue('');
    await waitFor(() =>
      expect(bus.getSnapshot('shell:page-meta')).toMatchObject({
        title: 'Lavora con noi',
        alternates: { it: '/pages/career', en: '/en/pages/career' },
      }),
    );
  });

  it('names each missing field on submit and sends nothing', async () => {
    const api = mockApi({});
    const user = userEvent.setup();
    renderCareer();

    await user.click(screen.getByRole('button', { name: 'Invia la candidatura' }));

    expect(await screen.findByText('Scegli la posizione per cui ti candidi')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Posizione' })).toHaveAccessibleDescription(
      'Scegli la posizione per cui ti candidi',
    );
    expect(screen.getByRole('textbox', { name: 'Nome e cognome' })).toHaveAccessibleDescription(
      'Il campo è obbligatorio',
    );
    expect(
      screen.getByRole('checkbox', { name: /informativa privacy/ }),
    ).toHaveAccessibleDescription('È necessario accettare la privacy');
    // The phone is optional: nothing to say about an empty one.
    expect(screen.getByRole('textbox', { name: /Telefono/ })).toHaveAttribute(
      'aria-invalid',
      'false',
    );
    expect(screen.getByText('Allega il tuo CV in formato PDF, DOC o DOCX')).toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();
  });

  it('refuses a file over 5 MB or of another kind before sending, in English too', async () => {
    const api = mockApi({});
    const user = userEvent.setup({ applyAccept: false });
    renderCareer('en');

    await user.upload(screen.getByLabelText('CV'), pdf('cv.pdf', 5 * 1024 * 1024 + 1));
    await user.click(screen.getByRole('button', { name: 'Send your application' }));
    expect(
      await screen.findByText('Your CV is larger than 5 MB: attach a smaller file'),
    ).toBeInTheDocument();

    await user.upload(screen.getByLabelText('CV'), new File(['MZ'], 'setup.exe'));
    expect(await screen.findByText('Your CV must be a PDF, DOC or DOCX file')).toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();
  });

  it("shows the server's refusal above the form and keeps what was entered", async () => {
    mockApi({
      'POST /api/careers': {
        status: 415,
        body: { message: 'Il CV deve essere un file PDF, DOC o DOCX' },
      },
    });
    const user = userEvent.setup();
    renderCareer();

    await fillIn(user, pdf('renamed.pdf'));
    await user.click(screen.getByRole('button', { name: 'Invia la candidatura' }));

    const refusal = await screen.findByText('Il CV deve essere un file PDF, DOC o DOCX');
    expect(refusal).toHaveAttribute('role', 'alert');
    expect(refusal).toHaveClass('career-page__failed');
    expect(screen.getByRole('textbox', { name: 'Messaggio' })).toHaveValue(
      'Vorrei lavorare da voi.',
    );
  });
});
