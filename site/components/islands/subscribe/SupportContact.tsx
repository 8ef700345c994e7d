/** "Please contact support …" under a failure, with the organisation's support address when it has one. */
export function SupportContact({ email }: { email?: string }) {
  if (!email) return <p className="mt-2 text-sm">Please contact support if the problem persists.</p>;
  return (
    <p className="mt-2 text-sm">
      Please contact support at{' '}
      <a className="link" href={`mailto:${email}`}>
        {email}
      </a>
      .
    </p>
  );
}
