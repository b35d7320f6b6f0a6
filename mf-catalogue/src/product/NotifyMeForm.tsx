import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  apiClient,
  EMAIL_PATTERN,
  FieldError,
  validationMessages,
  type BackInStockRequest,
  type BackInStockResponse,
  type Locale,
} from '@shop/shared';
import { CATALOGUE_NAMESPACE } from '../i18n';

interface NotifyMeFormProps {
  productId: string;
  colour: { code: string; name: string };
  size: string;
  locale: Locale;
}

/**
 * "Notify me" for a sold-out size: one e-mail when it is back (`POST /api/backstock/create`).
 * The server's answer, success or refusal, is shown as it comes, in the shopper's language.
 */
export function NotifyMeForm({ productId, colour, size, locale }: NotifyMeFormProps) {
  const { t } = useTranslation(CATALOGUE_NAMESPACE);
  const fieldId = useId();
  const errorId = useId();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const request = useMutation({
    mutationFn: (body: BackInStockRequest) =>
      apiClient.post<BackInStockResponse>('/backstock/create', body),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (request.isPending) return;
    const address = email.trim();
    const problem = !address
      ? validationMessages[locale].required
      : EMAIL_PATTERN.test(address)
        ? null
        : validationMessages[locale].email;
    setFieldError(problem);
    if (problem) return;
    request.mutate({
      email: address,
      product: productId,
      colour: colour.code,
      size,
      language: locale,
    });
  };

  if (request.isSuccess) {
    return (
      <p className="notify-me notify-me--done" role="status">
        {request.data.message}
      </p>
    );
  }
  return (
    <form className="notify-me" onSubmit={submit} noValidate>
      <h2 className="notify-me__title">{t('notifyMe.title')}</h2>
      <p>{t('notifyMe.intro', { size, colour: colour.name })}</p>
      <label htmlFor={fieldId}>{t('notifyMe.email')}</label>
      <div className="notify-me__row">
        <input
          id={fieldId}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (request.isError) request.reset();
          }}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={errorId}
        />
        <button type="submit" disabled={request.isPending}>
          {request.isPending ? t('notifyMe.submitting') : t('notifyMe.submit')}
        </button>
      </div>
      <FieldError
        id={errorId}
        className="notify-me__error"
        message={fieldError ?? (request.isError ? request.error.message : null)}
      />
    </form>
  );
}
