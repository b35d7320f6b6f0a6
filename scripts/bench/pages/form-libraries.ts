/**
 * Strings that survive minification because they are the libraries' public API or messages, so
 * the bench finds formik and yup in a script whatever its file name.
 */
const MARKERS: Record<string, RegExp[]> = {
  formik: [/\bsetFieldTouched\b/, /\bvalidateOnBlur\b/],
  yup: [/is a required field/, /["']ValidationError["']/],
};

/** The form libraries found in the given scripts (every marker of a library must be present). */
export function formLibrariesIn(scripts: readonly { url: string; body?: string }[]): string[] {
  return Object.entries(MARKERS)
    .filter(([name, markers]) =>
      scripts.some(
        (script) =>
          new RegExp(`[/_.-]${name}[/_.-]`, 'i').test(script.url) ||
          (script.body !== undefined && markers.every((marker) => marker.test(script.body ?? ''))),
      ),
    )
    .map(([name]) => name);
}
