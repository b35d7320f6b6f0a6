import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatDate,
  formatTime,
  type OrderWithdrawal,
  type OrderWithdrawalProps,
} from '@shop/shared';
import { failureMessage } from '../api/failure-message';
import { ACCOUNT_NAMESPACE } from '../i18n';
import { ReturnPieces, chosenLines } from './ReturnPieces';
import { orderDocumentHref } from '../orders/order-document-href';
import { withdraw } from './withdrawal-api';
import '../forms/forms.css';
import './withdrawal.css';

/**
 * An order's "withdraw from contract here" function (EU Directive 2023/2673): while the period
 * runs, a clearly labelled button opens a separate confirmation step (focus on its heading,
 * "Annulla" gives it back), and only "Conferma il recesso" sends the withdrawal. The shop then
 * e-mails its acknowledgement with date and time; the page says when it was received. With the
 * order's lines the confirmation step lets the shopper choose what she sends back. Placed by
 * the account's order page and, as the `./order-withdrawal` fragment, by the checkout's order page
 * for whoever holds the e-mailed link.
 */
export function WithdrawalPanel({
  orderId,
  email,
  withdrawal: given,
  items,
  locale,
  accessToken,
  headingLevel = 2,
  onWithdrawn,
}: OrderWithdrawalProps) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const titleId = useId();
  const confirmId = useId();
  const [withdrawal, setWithdrawal] = useState<OrderWithdrawal>(given);
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const [received, setReceived] = useState('');
  const [failure, setFailure] = useState('');
  // A choice only when there is one to make: more than one piece, and the host gave the lines.
  const choosing = (items ?? []).reduce((sum, item) => sum + item.quantity, 0) > 1;
  const [pieces, setPieces] = useState(() => (items ?? []).map((item) => item.quantity));
  const inFlight = useRef(false);
  const startButton = useRef<HTMLButtonElement>(null);
  const confirmHeading = useRef<HTMLHeadingElement>(null);
  const receivedMessage = useRef<HTMLParagraphElement>(null);
  const asked = useRef(false);
  useEffect(() => setWithdrawal(given), [given]);
  useEffect(() => {
    if (confirming) {
      asked.current = true;
      confirmHeading.current?.focus();
    } else if (asked.current && !received) {
      startButton.current?.focus();
    }
  }, [confirming, received]);
  // The buttons are gone once it is received: the answer takes the focus.
  useEffect(() => {
    if (received) receivedMessage.current?.focus();
  }, [received]);

  if (!withdrawal.deadline && !withdrawal.withdrawnAt) return null;
  const Heading = `h${headingLevel}` as const;
  const Step = `h${headingLevel + 1}` as 'h3' | 'h4';

  const send = async () => {
    if (inFlight.current) return;
    const lines = choosing ? chosenLines(pieces) : undefined;
    if (lines?.length === 0) {
      setFailure(t('withdrawal.nothingChosen'));
      return;
    }
    inFlight.current = true;
    setSending(true);
    setFailure('');
    try {
      const answer = await withdraw(orderId, accessToken, locale, lines);
      setReceived(answer.message);
      setConfirming(false);
      setWithdrawal(answer.withdrawal);
      onWithdrawn?.(answer.withdrawal);
    } catch (error) {
      setFailure(failureMessage(error, locale));
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  let body;
  if (withdrawal.withdrawnAt) {
    body = (
      <>
        {!received && (
          <p>
            {t('withdrawal.done', {
              date: formatDate(withdrawal.withdrawnAt, locale),
              time: formatTime(withdrawal.withdrawnAt, locale),
            })}
          </p>
        )}
        {items && withdrawal.lines.length > 0 && (
          <>
            <p className="withdrawal__returning">{t('withdrawal.returning')}</p>
            <ul className="withdrawal__returned">
              {withdrawal.lines.map(({ line, quantity }) => {
                const item = items[line - 1];
                return (
                  item && (
                    <li key={line}>
                      {t('shipment.piece', {
                        name: item.name,
                        colour: item.colour.name,
                        size: item.size,
                        count: quantity,
                      })}
                    </li>
                  )
                );
              })}
            </ul>
          </>
        )}
        <p>
          <a href={orderDocumentHref('return-label', orderId, accessToken, locale)}>
            {t('withdrawal.returnLabel')}
          </a>
        </p>
      </>
    );
  } else if (!withdrawal.open) {
    body = <p>{t('withdrawal.closed', { date: formatDate(withdrawal.deadline ?? '', locale) })}</p>;
  } else if (confirming) {
    body = (
      <div className="withdrawal__confirm" role="group" aria-labelledby={confirmId}>
        <Step id={confirmId} ref={confirmHeading} tabIndex={-1}>
          {t('withdrawal.confirmTitle')}
        </Step>
        {choosing && items && (
          <ReturnPieces
            items={items}
            pieces={pieces}
            disabled={sending}
            onChange={(chosen) => {
              setFailure('');
              setPieces(chosen);
            }}
          />
        )}
        <p>{t('withdrawal.confirmText', { orderId, email })}</p>
        <div className="account-actions">
          <button
            type="button"
            className="shop-button shop-button--danger"
            disabled={sending}
            onClick={() => void send()}
          >
            {sending ? t('withdrawal.sending') : t('withdrawal.confirm')}
          </button>
          <button
            type="button"
            className="shop-button"
            disabled={sending}
            onClick={() => {
              setFailure('');
              setConfirming(false);
            }}
          >
            {t('withdrawal.cancel')}
          </button>
        </div>
      </div>
    );
  } else {
    body = (
      <>
        <p>{t('withdrawal.intro', { date: formatDate(withdrawal.deadline ?? '', locale) })}</p>
        <button
          ref={startButton}
          type="button"
          className="shop-button"
          onClick={() => setConfirming(true)}
        >
          {t('withdrawal.start')}
        </button>
      </>
    );
  }

  return (
    <section className="withdrawal" aria-labelledby={titleId}>
      <Heading id={titleId}>{t('withdrawal.title')}</Heading>
      <p
        ref={receivedMessage}
        tabIndex={-1}
        role="status"
        className="shop-message shop-message--success"
      >
        {received}
      </p>
      <p role="alert" className="shop-message shop-message--error">
        {failure}
      </p>
      {body}
    </section>
  );
}
