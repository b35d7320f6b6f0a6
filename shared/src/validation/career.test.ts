import { careerConsentProblem, careerTextProblem, cvFileProblem } from './career';

const valid = {
  name: 'Giulia Bianchi',
  email: 'giulia.bianchi@example.it',
  phone: '',
  position: 'junior-designer',
  website: '',
  message: 'Vorrei lavorare da voi.',
};

describe('career application rules (the form and the API share them)', () => {
  it('names the first problem in form order, in the language asked', () => {
    expect(careerTextProblem(valid, 'it')).toBeNull();
    expect(careerTextProblem({ ...valid, name: ' ', position: 'unknown' }, 'it')).toBe(
      'Il campo è obbligatorio',
    );
    expect(careerTextProblem({ ...valid, position: 'unknown', message: '' }, 'it')).toBe(
      'Scegli la posizione per cui ti candidi',
    );
    expect(careerTextProblem({ ...valid, email: 'giulia@' }, 'en')).toBe(
      'The email address entered is not valid',
    );
    expect(careerTextProblem({ ...valid, message: 'ok' }, 'it')).toBe(
      'Devi inserire almeno 3 caratteri',
    );
    expect(careerTextProblem({ ...valid, website: 'ftp://files.example.com' }, 'en')).toMatch(
      /^Enter a valid web address/,
    );
    expect(careerTextProblem({ ...valid, website: 'https://giulia.example.com' }, 'en')).toBeNull();
  });

  it('takes an optional phone number of any country, written as people write it', () => {
    for (const phone of ['', '+39 333 123 4567', '02 8734 1200', '+44 20 7946 0958']) {
      expect(careerTextProblem({ ...valid, phone }, 'it')).toBeNull();
    }
    for (const phone of ['0000000', '+39 12', 'call me', '+1 555 0100 99999']) {
      expect(careerTextProblem({ ...valid, phone }, 'en')).toMatch(
        /^The phone number entered is not valid/,
      );
    }
  });

  it('asks for the privacy consent with spec §8’s words', () => {
    expect(careerConsentProblem('yes', 'it')).toBeNull();
    expect(careerConsentProblem(true, 'it')).toBeNull();
    expect(careerConsentProblem(undefined, 'it')).toBe('È necessario accettare la privacy');
    expect(careerConsentProblem('no', 'en')).toBe('You must accept the privacy policy');
  });

  it('takes a CV by name and size: PDF, DOC or DOCX up to 5 MB', () => {
    expect(cvFileProblem({ name: 'CV.DOCX', size: 5 * 1024 * 1024 }, 'it')).toBeNull();
    expect(cvFileProblem({ name: 'cv.pdf', size: 5 * 1024 * 1024 + 1 }, 'it')).toBe(
      'Il CV supera i 5 MB: allega un file più piccolo',
    );
    expect(cvFileProblem({ name: 'cv.pdf.exe', size: 10 }, 'it')).toBe(
      'Il CV deve essere un file PDF, DOC o DOCX',
    );
    expect(cvFileProblem(null, 'en')).toBe('Attach your CV as a PDF, DOC or DOCX file');
  });
});
