import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, toast } from 'shared-ui';
import { errorMessage } from '../sign-in-flow/errorMessage';
import { emailAddressRequests } from './emailAddressRequests';
import styles from './EmailAddress.module.css';

export const RESEND_FAILED = 'The code could not be sent. Please try again in a few minutes.';

/**
 * For a password sign-up whose address is not yet confirmed: until it is, whoever proves they receive its mail can
 * take the address over, so the shopper is told and offered a fresh code.
 */
export function AddressConfirmationNotice({ email }: { email: string }) {
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  async function resend() {
    setSending(true);
    try {
      const answer = await emailAddressRequests.resendConfirmation();
      toast.success(answer.message);
      setSent(true);
    } catch (error) {
      toast.error(errorMessage(error, RESEND_FAILED));
    } finally {
      setSending(false);
    }
  }

  return (
    <section className={styles.box} aria-labelledby="address-confirmation-heading">
      <h2 id="address-confirmation-heading" className={styles.heading}>
        Please confirm your e-mail address
      </h2>
      <p>
        We sent a code to <strong>{email}</strong> when you signed up. Until you enter it, anyone who proves they
        receive this address&apos;s mail can take the address over.
      </p>
      <div className={styles.actions}>
        <Link to={`/verifyOtp?email=${encodeURIComponent(email)}`}>Enter the code</Link>
        <Button type="button" variant="secondary" loading={sending} onClick={() => void resend()}>
          {sent ? 'Send another code' : 'Send a new code'}
        </Button>
      </div>
    </section>
  );
}
