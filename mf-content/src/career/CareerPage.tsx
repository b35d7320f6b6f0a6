import { useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { Form, Formik, useField, useFormikContext, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import { FieldError, usePageMeta, type RemoteRouteProps } from '@shop/shared';
import { CAREER_POSITIONS, CV_ACCEPT } from '@shop/shared/contracts/careers';
import { careerSchema } from '@shop/shared/validation';
import { CONTENT_NAMESPACE } from '../i18n';
import { useScrollIntoView } from '../newsletter/use-scroll-into-view';
import {
  sendApplication,
  type ApplicationOutcome,
  type CareerFormFields,
} from './career-application';
import { CareerConsent } from './CareerConsent';
import './career.css';

const ALTERNATES = { it: '/pages/career', en: '/en/pages/career' };

const EMPTY_FORM: CareerFormFields = {
  name: '',
  email: '',
  phone: '',
  position: '',
  website: '',
  message: '',
  privacyConsent: false,
  cv: null,
};

interface FieldFrameProps {
  id: string;
  name: keyof CareerFormFields;
  label: string;
  hint?: string;
  children: (describedBy: string, invalid: boolean) => ReactNode;
}

/** A label, the control, an optional hint and the field's message (from the first submit on). */
function FieldFrame({ id, name, label, hint, children }: FieldFrameProps) {
  const [, meta] = useField(name);
  const { submitCount } = useFormikContext<CareerFormFields>();
  const error = submitCount > 0 ? meta.error : undefined;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <div className="career-form__field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <span id={hintId} className="career-form__hint">
          {hint}
        </span>
      )}
      {children(hint ? `${hintId} ${errorId}` : errorId, Boolean(error))}
      <FieldError id={errorId} message={error} className="career-form__error" />
    </div>
  );
}

/**
 * `/pages/career` (Work with us): name, e-mail, phone (optional), the open position, website or
 * portfolio, message, CV (PDF, DOC or DOCX up to 5 MB) and the privacy consent, checked with the same rules the API applies; the server checks the file's
 * content too. Success shows the server's confirmation and empties the form; a refusal shows the
 * server's text above the form and keeps what was entered. Formik and yup come with this page's
 * own chunk.
 */
export function CareerPage({ locale }: RemoteRouteProps<'mf_content'>) {
  const { t } = useTranslation(CONTENT_NAMESPACE, { lng: locale });
  const id = useId();
  const [outcome, setOutcome] = useState<ApplicationOutcome>({ kind: 'idle' });
  const [fileInputKey, setFileInputKey] = useState(0);
  const outcomeRef = useRef<HTMLDivElement>(null);
  useScrollIntoView(outcomeRef, outcome.kind === 'idle' ? null : outcome);
  usePageMeta({
    title: t('career.title'),
    description: t('career.metaDescription'),
    alternates: ALTERNATES,
  });

  const submit = async (
    values: CareerFormFields,
    { resetForm }: FormikHelpers<CareerFormFields>,
  ) => {
    setOutcome({ kind: 'idle' });
    const result = await sendApplication(values, locale);
    if (result.kind === 'sent') {
      resetForm();
      // A file input cannot be emptied by its value: a new one takes its place.
      setFileInputKey((key) => key + 1);
    }
    setOutcome(result);
  };

  return (
    <article className="content-page career-page">
      <h1>{t('career.title')}</h1>
      <p>{t('career.intro')}</p>
      <div ref={outcomeRef}>
        {/* Always in the page, so screen readers announce the confirmation when it arrives. */}
        <p role="status" className="career-page__sent">
          {outcome.kind === 'sent' ? outcome.message : null}
        </p>
        {outcome.kind === 'failed' && (
          <p role="alert" className="career-page__failed">
            {outcome.message}
          </p>
        )}
      </div>
      <Formik initialValues={EMPTY_FORM} validationSchema={careerSchema(locale)} onSubmit={submit}>
        {({ isSubmitting, getFieldProps, setFieldValue }) => (
          <Form noValidate className="career-form" aria-label={t('career.formLabel')}>
            <FieldFrame id={`${id}-name`} name="name" label={t('career.name')}>
              {(describedBy, invalid) => (
                <input
                  {...getFieldProps('name')}
                  id={`${id}-name`}
                  autoComplete="name"
                  aria-required="true"
                  aria-invalid={invalid}
                  aria-describedby={describedBy}
                />
              )}
            </FieldFrame>
            <FieldFrame id={`${id}-email`} name="email" label={t('career.email')}>
              {(describedBy, invalid) => (
                <input
                  {...getFieldProps('email')}
                  id={`${id}-email`}
                  type="email"
                  autoComplete="email"
                  aria-required="true"
                  aria-invalid={invalid}
                  aria-describedby={describedBy}
                />
              )}
            </FieldFrame>
            <FieldFrame
              id={`${id}-phone`}
              name="phone"
              label={t('career.phone')}
              hint={t('career.phoneHint')}
            >
              {(describedBy, invalid) => (
                <input
                  {...getFieldProps('phone')}
                  id={`${id}-phone`}
                  type="tel"
                  autoComplete="tel"
                  aria-invalid={invalid}
                  aria-describedby={describedBy}
                />
              )}
            </FieldFrame>
            <FieldFrame id={`${id}-position`} name="position" label={t('career.position')}>
              {(describedBy, invalid) => (
                <select
                  {...getFieldProps('position')}
                  id={`${id}-position`}
                  aria-required="true"
                  aria-invalid={invalid}
                  aria-describedby={describedBy}
                >
                  <option value="">{t('career.choosePosition')}</option>
                  {CAREER_POSITIONS.map((position) => (
                    <option key={position.code} value={position.code}>
                      {position.name[locale]}
                    </option>
                  ))}
                </select>
              )}
            </FieldFrame>
            <FieldFrame
              id={`${id}-website`}
              name="website"
              label={t('career.website')}
              hint={t('career.websiteHint')}
            >
              {(describedBy, invalid) => (
                <input
                  {...getFieldProps('website')}
                  id={`${id}-website`}
                  type="url"
                  inputMode="url"
                  autoComplete="url"
                  aria-invalid={invalid}
                  aria-describedby={describedBy}
                />
              )}
            </FieldFrame>
            <FieldFrame id={`${id}-message`} name="message" label={t('career.message')}>
              {(describedBy, invalid) => (
                <textarea
                  {...getFieldProps('message')}
                  id={`${id}-message`}
                  rows={6}
                  aria-required="true"
                  aria-invalid={invalid}
                  aria-describedby={describedBy}
                />
              )}
            </FieldFrame>
            <FieldFrame id={`${id}-cv`} name="cv" label={t('career.cv')} hint={t('career.cvHint')}>
              {(describedBy, invalid) => (
                <input
                  key={fileInputKey}
                  id={`${id}-cv`}
                  name="cv"
                  type="file"
                  accept={CV_ACCEPT}
                  aria-required="true"
                  aria-invalid={invalid}
                  aria-describedby={describedBy}
                  onChange={(event: ChangeEvent<HTMLInputElement>) =>
                    void setFieldValue('cv', event.currentTarget.files?.[0] ?? null)
                  }
                />
              )}
            </FieldFrame>
            <CareerConsent id={`${id}-privacy`} locale={locale} />
            <button type="submit" className="career-form__submit" disabled={isSubmitting}>
              {isSubmitting ? t('career.sending') : t('career.send')}
            </button>
          </Form>
        )}
      </Formik>
    </article>
  );
}
