import { useState } from 'react';
import { Link } from 'react-router-dom';
import { LogoutDialog, useSessionKnown, useSignedIn } from 'shared-ui';
import styles from './Header.module.css';

/**
 * 'Sign In' without a session, 'logout' with one (catalogue spec §2). The dialog lives here, outside the switch,
 * so that it stays mounted while the logout it started flips the header back to 'Sign In'.
 */
export function SessionControl() {
  const signedIn = useSignedIn();
  const sessionKnown = useSessionKnown();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      {!sessionKnown ? (
        // A new tab waiting for an open tab's session (300 ms at most): neither word yet, the same room for either.
        <span className={`${styles.sessionButton} ${styles.sessionPending}`} aria-hidden="true">
          Sign In
        </span>
      ) : signedIn ? (
        <button type="button" className={styles.sessionButton} onClick={() => setConfirming(true)}>
          logout
        </button>
      ) : (
        <Link to="/SignIn" className={styles.sessionButton}>
          Sign In
        </Link>
      )}
      <LogoutDialog open={confirming} onClose={() => setConfirming(false)} />
    </>
  );
}
