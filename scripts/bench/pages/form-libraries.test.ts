import { formLibrariesIn } from './form-libraries';

describe('formLibrariesIn', () => {
  it('finds formik and yup in minified code by their public names and messages', () => {
    expect(
      formLibrariesIn([
        { url: 'http://cdn/a1b2.js', body: 'e.setFieldTouched(n,!0);r.validateOnBlur&&x()' },
        {
          url: 'http://cdn/c3d4.js',
          body: 'mixed:{required:"${path} is a required field"};this.name="ValidationError"',
        },
      ]),
    ).toEqual(['formik', 'yup']);
  });

  it('finds a library by a chunk named after it, and nothing in unrelated code', () => {
    expect(formLibrariesIn([{ url: 'http://cdn/vendors-node_modules_yup_index.js' }])).toEqual([
      'yup',
    ]);
    expect(
      formLibrariesIn([{ url: 'http://cdn/main.js', body: 'const youpi = "required"' }]),
    ).toEqual([]);
  });
});
