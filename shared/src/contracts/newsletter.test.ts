import { checkContract, contractFieldMessages } from '../validation/contract-problems';
import { NewsletterConfirmRequest, NewsletterSignupRequest } from './schemas';

describe('NewsletterSignupRequest, the one schema of the signup form and its API', () => {
  it('answers the trimmed address', () => {
    const checked = checkContract(NewsletterSignupRequest, {
      email: ' anna@example.com ',
      privacy: true,
      language: 'en',
    });

    expect(checked).toEqual({
      ok: true,
      output: { email: 'anna@example.com', privacy: true, language: 'en' },
    });
  });

  it('shows the form both mistakes at once, in spec §5 words', () => {
    const messages = contractFieldMessages(
      NewsletterSignupRequest,
      { email: 'nope', privacy: false, language: 'it' },
      'it',
    );

    expect(Object.fromEntries(messages)).toEqual({
      email: 'La email inserita non è valida',
      privacy: 'È necessario accettare la privacy',
    });
  });

  it('calls an empty address required, as the registration does', () => {
    const messages = contractFieldMessages(
      NewsletterSignupRequest,
      { email: '  ', privacy: true, language: 'en' },
      'en',
    );

    expect(messages.get('email')).toBe('This field is required');
  });

  it('refuses the first problem in form order: e-mail, then privacy, then language', () => {
    const problem = (body: object) => {
      const checked = checkContract(NewsletterSignupRequest, body);
      return checked.ok ? null : checked.problem;
    };

    expect(problem({ privacy: false, language: 'de' })).toEqual({
      field: 'email',
      rule: 'required',
    });
    expect(problem({ email: 'a@b.it', language: 'de' })).toEqual({
      field: 'privacy',
      rule: 'privacy',
    });
    expect(problem({ email: 'a@b.it', privacy: true, language: 'de' })).toEqual({
      field: 'language',
      rule: null,
    });
  });
});

describe('NewsletterConfirmRequest', () => {
  it('says a malformed token as the invalid link it is', () => {
    const checked = checkContract(NewsletterConfirmRequest, { token: 'short', language: 'it' });

    expect(checked).toEqual({
      ok: false,
      problem: { field: 'token', rule: 'invalidNewsletterLink' },
    });
  });
});
