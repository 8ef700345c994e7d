import { useState, type FormEvent } from 'react';
import { ERRORS } from '../../content/errors.ts';
import { requestSignInLink } from '../stores/session.ts';
import { Field, SubmitButton, useWrite } from '../ui/form.tsx';

interface SignInProps {
  /** The last sign-in link was refused (`/admin?error=link-invalid`). */
  linkInvalid?: boolean;
}

/** "Sign in to the admin": asks for an email and sends a magic link to it. */
export function SignIn({ linkInvalid = false }: SignInProps) {
  const [email, setEmail] = useState('');
  const { busy, error, run } = useWrite();
  const [sent, setSent] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSent(await run(() => requestSignInLink(email)));
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
              <Field label="Email" error={error?.message}>
                {(id, describedBy) => (
                  <input
                    id={id}
                    name="email"
                    type="email"
                    autoComplete="email"
                    className={`input w-full ${error ? 'input-error' : ''}`}
                    value={email}
                    onChange={(event) => setEmail(event.target.value)}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={describedBy}
                  />
                )}
              </Field>
              <SubmitButton busy={busy} className="btn btn-primary">
                Email me a sign-in link
              </SubmitButton>
            </form>
          )}
        </div>
      </div>
    </main>
  );
}
