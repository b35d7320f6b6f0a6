import { useEffect, useRef } from 'react';
import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import type { AddressRequest, Locale, SavedAddress } from '@shop/shared';
import { AddressRequest as AddressRequestSchema } from '@shop/shared/contracts/schemas';
import { AddressFields, CheckboxField, contractFormValidation } from '@shop/shared/forms';
import { ADDRESS_FIELD_ORDER, type AddressFieldName } from '@shop/shared/validation';
import { ACCOUNT_NAMESPACE } from '../i18n';

export type AddressFormValues = Record<AddressFieldName, string> & { isDefault: boolean };

const emptyAddress: AddressFormValues = {
  ...(Object.fromEntries(ADDRESS_FIELD_ORDER.map((field) => [field, ''])) as Record<
    AddressFieldName,
    string
  >),
  isDefault: false,
};

function valuesOf(address: SavedAddress | null): AddressFormValues {
  if (!address) return emptyAddress;
  const values = { ...emptyAddress, isDefault: address.isDefault };
  for (const field of ADDRESS_FIELD_ORDER) values[field] = address[field];
  return values;
}

/** The request the form's values make; the API cleans the phone and the codes as it stores them. */
export function addressRequestOf(values: AddressFormValues, language: Locale): AddressRequest {
  return { ...values, language };
}

export interface AddressFormProps {
  locale: Locale;
  /** The address being changed; null for a new one. */
  address: SavedAddress | null;
  onSubmit: (values: AddressFormValues) => Promise<void>;
  onCancel: () => void;
}

/**
 * Spec §3 Address with spec §5's messages: the API's own contract (`AddressRequest`) checks it.
 * Every field is labelled and its message tied to it; the heading takes focus when it opens.
 */
export function AddressForm({ locale, address, onSubmit, onCancel }: AddressFormProps) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const title = address ? t('addresses.editTitle') : t('addresses.addTitle');
  const validate = contractFormValidation<AddressFormValues>(
    AddressRequestSchema,
    locale,
    (values) => addressRequestOf(values, locale),
  );

  return (
    <section className="address-form" aria-labelledby="address-form-title">
      <h2 id="address-form-title" ref={heading} tabIndex={-1}>
        {title}
      </h2>
      <p>{t('addresses.intro')}</p>
      <Formik initialValues={valuesOf(address)} validate={validate} onSubmit={onSubmit}>
        {({ isSubmitting }) => (
          <Form noValidate className="account-form">
            <AddressFields locale={locale} />
            {!address?.isDefault && (
              <CheckboxField name="isDefault" label={t('addresses.makeDefault')} />
            )}
            <div className="address-actions">
              <button
                type="submit"
                className="shop-button shop-button--primary"
                disabled={isSubmitting}
              >
                {isSubmitting ? t('addresses.saving') : t('addresses.save')}
              </button>
              <button type="button" className="shop-button" onClick={onCancel}>
                {t('addresses.cancel')}
              </button>
            </div>
          </Form>
        )}
      </Formik>
    </section>
  );
}
