import { useId, useState, type FormEvent } from 'react';
import { ERRORS } from '../../content/errors.ts';
import { messageOf } from '../api.ts';
import { requestSignInLink } from '../stores/session.ts';

interface SignInProps {
  /** The last sign-in link was refused (`/admin?error=link-invalid`). */
  linkInvalid?: boolean;
}

/** "Sign in to the admin": asks for an email and sends a magic link to it. */
export function SignIn({ linkInvalid = false }: SignInProps) {
  const emailId = useId();
  const errorId = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    setError(null);
    try {
      await requestSignInLink(email);
      setSent(true);
    } catch (err) {
      setError(messageOf(err));
    } finally {
      setSending(false);
    }
  }

  return (
    <main className="mx-auto mt-16 w-full max-w-md px-4">
      <div className="card bg-base-100 shadow">
        <div className="card-body gap-4">
          <h1 className="card-title text-2xl">Sign in to the admin</h1>
          {linkInvalid && !sent && (
            <div role="alert" className="alert alert-error">
              <span>{ERRORS.MAGIC_LINK_INVALID.message}</span>
            </div>
          )}
          {sent ? (
            <div role="status" className="alert alert-success">
              <span>Check your email for a sign-in link.</span>
            </div>
          ) : (
            <form noValidate onSubmit={submit} className="flex flex-col gap-3">
              <div className="flex flex-col gap-1">
                <label htmlFor={emailId} className="font-medium">
                  Email
                </label>
                <input
                  id={emailId}
                  name="email"
                  type="email"
                  autoComplete="email"
                  className={`input w-full ${error ? 'input-error' : ''}`}
                  value={email}
                  onChange={(event) => setEmail(event.target.value)}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? errorId : undefined}
                />
                {error && (
                  <p id={errorId} className="text-sm text-error">
                    {error}
                  </p>
                )}
              </div>
              <button type="submit" className="btn btn-primary" disabled={sending}>
                Email me a sign-in link
              </button>
            </form>
          )}
        </div>
      </div>
    </main>
  );
}
