import { useField, useFormikContext } from 'formik';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FieldError, localizePath, type Locale } from '@shop/shared';
import { CONTENT_NAMESPACE } from '../i18n';
import type { CareerFormFields } from './career-application';

/** The privacy consent box, its label linking the notice, and its message from the first submit. */
export function CareerConsent({ id, locale }: { id: string; locale: Locale }) {
  const { t } = useTranslation(CONTENT_NAMESPACE, { lng: locale });
  const [field, meta] = useField({ name: 'privacyConsent', type: 'checkbox' });
  const { submitCount } = useFormikContext<CareerFormFields>();
  const error = submitCount > 0 ? meta.error : undefined;
  const errorId = `${id}-error`;
  return (
    <div className="career-form__field">
      <div className="career-form__consent">
        <input
          {...field}
          id={id}
          type="checkbox"
          aria-required="true"
          aria-invalid={Boolean(error)}
          aria-describedby={errorId}
        />
        <label htmlFor={id}>
          <Trans
            t={t}
            i18nKey="career.privacyConsent"
            // Not "link": i18next parses <link> as the void HTML element.
            components={{ policy: <Link to={localizePath('/pages/privacy-policy', locale)} /> }}
          />
        </label>
      </div>
      <FieldError id={errorId} message={error} className="career-form__error" />
    </div>
  );
}
