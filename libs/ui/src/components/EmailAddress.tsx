import { Fragment } from 'react';

/**
 * An email address that wraps where a reader expects, before the "@" and before each dot
 * ("rahim.uddin / @example.com"), instead of mid-word where the line happens to end.
 */
export function EmailAddress({ email }: { email: string }) {
  const parts = email.split(/(?=[@.])/);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}
