import { apiErrorMessage, useBlockPerson, useReportPerson } from '@marketplace/api-client';
import { useCurrentUser } from '@marketplace/auth';
import { PersonSafetyMenu } from '@marketplace/ui';

/**
 * Block or report a person from wherever they appear; nothing for a visitor, for oneself, or
 * about someone whose account is gone (`userId` null).
 */
export function PersonActions({
  userId,
  name,
  align,
}: {
  userId: string | null;
  name: string;
  align?: 'start' | 'end';
}) {
  const viewer = useCurrentUser();
  const block = useBlockPerson();
  const report = useReportPerson();
  if (!viewer || userId === null || viewer.id === userId) return null;
  return (
    <PersonSafetyMenu
      name={name}
      block={() => block.mutateAsync(userId)}
      report={(input) => report.mutateAsync({ userId, ...input })}
      errorMessage={apiErrorMessage}
      {...(align ? { align } : {})}
    />
  );
}
