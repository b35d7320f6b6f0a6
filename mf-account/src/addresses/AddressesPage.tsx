import { useEffect, useId, useRef, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  countryName,
  errorMessages,
  usePageMeta,
  type Locale,
  type RemoteRouteProps,
  type SavedAddress,
} from '@shop/shared';
import { ACCOUNT_NAMESPACE } from '../i18n';
import { AddressForm, addressRequestOf, type AddressFormValues } from './AddressForm';
import { failureMessage } from '../api/failure-message';
import { addressesQuery, createAddress, deleteAddress, updateAddress } from './addresses-api';
import '../forms/forms.css';
import './addresses.css';

/** What the page shows besides the list: nothing, the form for a new address, or for one. */
type Editing = { kind: 'none' } | { kind: 'new' } | { kind: 'edit'; address: SavedAddress };

/**
 * `/account/addresses` (spec §2): the customer's saved addresses, to add, change and delete
 * (after a confirmation). The shell's guard lets only a signed-in customer in.
 */
export function AddressesPage({ locale, localePrefix }: RemoteRouteProps<'mf_account'>) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  usePageMeta({
    title: t('addresses.title'),
    alternates: { it: '/account/addresses', en: '/en/account/addresses' },
  });
  const addresses = useQuery(addressesQuery(locale));
  const [editing, setEditing] = useState<Editing>({ kind: 'none' });
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState('');
  const addButton = useRef<HTMLButtonElement>(null);
  // Once the form closes, focus goes back to the button that opens it.
  const formWasOpen = useRef(false);
  useEffect(() => {
    if (editing.kind !== 'none') formWasOpen.current = true;
    else if (formWasOpen.current) {
      formWasOpen.current = false;
      addButton.current?.focus();
    }
  }, [editing.kind]);

  // Read the list again after a change. (`refetch`, not the query client's `invalidateQueries`:
  // the page's shared TanStack Query entry does not export `useQueryClient`.)
  const refresh = () => addresses.refetch();
  const save = useMutation({
    mutationFn: ({ values, id }: { values: AddressFormValues; id: number | null }) => {
      const body = addressRequestOf(values, locale);
      return id === null ? createAddress(body) : updateAddress(id, body);
    },
  });
  const remove = useMutation({ mutationFn: (id: number) => deleteAddress(id, locale) });

  const announce = (message: string) => {
    setFailure('');
    setStatus(message);
  };
  const fail = (error: unknown) => {
    setStatus('');
    setFailure(failureMessage(error, locale));
  };

  const open = (next: Editing) => {
    setStatus('');
    setFailure('');
    setEditing(next);
  };
  const close = () => setEditing({ kind: 'none' });

  const submit = async (values: AddressFormValues) => {
    const id = editing.kind === 'edit' ? editing.address.id : null;
    try {
      const answer = await save.mutateAsync({ values, id });
      await refresh();
      close();
      announce(answer.message);
    } catch (error) {
      fail(error);
    }
  };

  const confirmDelete = async (address: SavedAddress) => {
    try {
      const answer = await remove.mutateAsync(address.id);
      if (editing.kind === 'edit' && editing.address.id === address.id)
        setEditing({ kind: 'none' });
      await refresh();
      announce(answer.message);
      // The card that had focus is gone.
      addButton.current?.focus();
    } catch (error) {
      fail(error);
    }
  };

  const list = addresses.data?.addresses ?? [];

  return (
    <div className="shop-page account-page addresses-page">
      <h1>{t('addresses.title')}</h1>
      <p role="status" className="shop-message shop-message--success">
        {status}
      </p>
      <p role="alert" className="shop-message shop-message--error">
        {failure}
      </p>
      {editing.kind === 'none' ? (
        <button
          ref={addButton}
          type="button"
          className="shop-button shop-button--primary"
          onClick={() => open({ kind: 'new' })}
          disabled={addresses.isPending}
        >
          {t('addresses.add')}
        </button>
      ) : (
        <AddressForm
          key={editing.kind === 'edit' ? editing.address.id : 'new'}
          locale={locale}
          address={editing.kind === 'edit' ? editing.address : null}
          onSubmit={submit}
          onCancel={close}
        />
      )}
      <h2 id="addresses-list-title" className="addresses-page__list-title">
        {t('addresses.saved')}
      </h2>
      {addresses.isPending ? (
        <p role="status">{t('addresses.loading')}</p>
      ) : addresses.isError ? (
        <div className="shop-message shop-message--error">
          <p>{failureMessage(addresses.error, locale)}</p>
          <button type="button" className="shop-button" onClick={() => void addresses.refetch()}>
            {t('addresses.retry')}
          </button>
        </div>
      ) : list.length === 0 ? (
        <p className="addresses-page__empty">{errorMessages[locale].noAddresses}</p>
      ) : (
        <ul className="address-list" aria-labelledby="addresses-list-title">
          {list.map((address) => (
            <AddressCard
              key={address.id}
              address={address}
              locale={locale}
              deleting={remove.isPending && remove.variables === address.id}
              onEdit={() => open({ kind: 'edit', address })}
              onDelete={() => confirmDelete(address)}
            />
          ))}
        </ul>
      )}
      <ul className="account-links">
        <li>
          <Link to={`${localePrefix}/account`}>{t('addresses.back')}</Link>
        </li>
      </ul>
    </div>
  );
}

interface AddressCardProps {
  address: SavedAddress;
  locale: Locale;
  deleting: boolean;
  onEdit: () => void;
  onDelete: () => Promise<void>;
}

/** One saved address with its actions; delete asks first, in place. */
function AddressCard({ address, locale, deleting, onEdit, onDelete }: AddressCardProps) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const summaryId = useId();
  const [confirming, setConfirming] = useState(false);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  // Asking moves focus to "cancel"; cancelling moves it back to "delete".
  const asked = useRef(false);
  useEffect(() => {
    if (confirming) {
      asked.current = true;
      cancelButton.current?.focus();
    } else if (asked.current) {
      deleteButton.current?.focus();
    }
  }, [confirming]);

  return (
    <li className="address-card">
      <address id={summaryId} className="address-card__text">
        <strong>
          {address.name} {address.lastName}
        </strong>
        <br />
        {address.streetAddress} {address.streetNumber}
        {address.additionalInfo && (
          <>
            <br />
            {address.additionalInfo}
          </>
        )}
        <br />
        {address.postalCode} {address.city}
        {address.province ? ` (${address.province})` : ''}
        <br />
        {countryName(address.country, locale)}
        <br />
        {address.phonePrefix} {address.phoneNumber}
        {address.fiscalCode ? (
          <>
            <br />
            {t('addresses.fiscalCode')}: {address.fiscalCode}
          </>
        ) : null}
      </address>
      {address.isDefault && <p className="address-card__default">{t('addresses.default')}</p>}
      {confirming ? (
        <div className="address-card__confirm" role="group" aria-labelledby={`${summaryId}-ask`}>
          <p id={`${summaryId}-ask`}>{t('addresses.confirmDelete')}</p>
          <div className="address-actions">
            <button
              type="button"
              className="shop-button shop-button--danger"
              disabled={deleting}
              aria-describedby={summaryId}
              onClick={() => void onDelete()}
            >
              {deleting ? t('addresses.deleting') : t('addresses.confirmDeleteYes')}
            </button>
            <button
              ref={cancelButton}
              type="button"
              className="shop-button"
              onClick={() => setConfirming(false)}
            >
              {t('addresses.cancel')}
            </button>
          </div>
        </div>
      ) : (
        <div className="address-actions">
          <button
            type="button"
            className="shop-button"
            aria-describedby={summaryId}
            onClick={onEdit}
          >
            {t('addresses.edit')}
          </button>
          <button
            ref={deleteButton}
            type="button"
            className="shop-button"
            aria-describedby={summaryId}
            onClick={() => setConfirming(true)}
          >
            {t('addresses.delete')}
          </button>
        </div>
      )}
    </li>
  );
}
