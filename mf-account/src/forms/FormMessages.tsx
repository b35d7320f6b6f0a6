import { useEffect } from 'react';
import { messagesCleared } from '../auth/auth-slice';
import { useAuthDispatch, useAuthSelector } from '../auth/use-auth';

/**
 * The server's answer to the page's form: a refusal (its `message`) announced as an alert, a
 * success as a status. Messages left by another page are cleared when this one opens.
 */
export function FormMessages({ showSuccess = true }: { showSuccess?: boolean }) {
  const dispatch = useAuthDispatch();
  const { error, success } = useAuthSelector((state) => state.auth);
  useEffect(() => {
    dispatch(messagesCleared());
  }, [dispatch]);
  return (
    <>
      <p role="alert" className="shop-message shop-message--error">
        {error}
      </p>
      {showSuccess && (
        <p role="status" className="shop-message shop-message--success">
          {success}
        </p>
      )}
    </>
  );
}
