import { careerTextProblem, cvFileProblem } from './career';

describe('career application rules (the form and the API share them)', () => {
  it('names the first problem in form order, in the language asked', () => {
    const valid = { department: 'design', website: '', message: 'Vorrei lavorare da voi.' };
    expect(careerTextProblem(valid, 'it')).toBeNull();
    expect(careerTextProblem({ ...valid, department: 'unknown', message: '' }, 'it')).toBe(
      'Scegli il reparto che ti interessa',
    );
    expect(careerTextProblem({ ...valid, message: 'ok' }, 'it')).toBe(
      'Devi inserire almeno 3 caratteri',
    );
    expect(careerTextProblem({ ...valid, website: 'ftp://files.example.com' }, 'en')).toMatch(
      /^Enter a valid web address/,
    );
    expect(careerTextProblem({ ...valid, website: 'https://giulia.example.com' }, 'en')).toBeNull();
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
