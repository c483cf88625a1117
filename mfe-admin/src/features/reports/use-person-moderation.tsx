import { apiErrorMessage } from '@marketplace/api-client';
import { useSuspendUser } from '../../shared/accounts-api';
import { SUSPENSION_REASON_MAX_LENGTH, WARNING_MAX_LENGTH } from '@marketplace/contracts';
import { Button, ReasonDialog, VisuallyHidden, toast } from '@marketplace/ui';
import { type ReactNode, useState } from 'react';
import { useDismissMessageReports, useDismissPersonReports, useWarnPerson } from './moderation-api';

type Kind = 'dismiss-person' | 'dismiss-message' | 'warn' | 'suspend';

interface Asking {
  kind: Kind;
  /** The person's id, or the message's for `dismiss-message`. */
  id: string;
  /** Who or what, as the dialog names it. */
  name: string;
}

const DIALOGS: Record<
  Kind,
  {
    title: (name: string) => string;
    textLabel: string;
    required: boolean;
    maxLength: number;
    confirmLabel: string;
    tone: 'primary' | 'danger';
    success: string;
  }
> = {
  'dismiss-person': {
    title: (name) => `Dismiss the reports about ${name}?`,
    textLabel: 'Why (optional, for the audit log)',
    required: false,
    maxLength: SUSPENSION_REASON_MAX_LENGTH,
    confirmLabel: 'Dismiss',
    tone: 'primary',
    success: 'Reports dismissed',
  },
  'dismiss-message': {
    title: (name) => `Dismiss the reports of the message from ${name}?`,
    textLabel: 'Why (optional, for the audit log)',
    required: false,
    maxLength: SUSPENSION_REASON_MAX_LENGTH,
    confirmLabel: 'Dismiss',
    tone: 'primary',
    success: 'Reports dismissed',
  },
  warn: {
    title: (name) => `Warn ${name}?`,
    textLabel: 'What they read, by email and on their dashboard',
    required: true,
    maxLength: WARNING_MAX_LENGTH,
    confirmLabel: 'Send warning',
    tone: 'primary',
    success: 'Warning sent',
  },
  suspend: {
    title: (name) => `Suspend ${name}?`,
    textLabel: 'Reason for suspending',
    required: true,
    maxLength: SUSPENSION_REASON_MAX_LENGTH,
    confirmLabel: 'Suspend',
    tone: 'danger',
    success: 'Account suspended',
  },
};

const BUTTON_LABELS: Record<Kind, string> = {
  'dismiss-person': 'Dismiss',
  'dismiss-message': 'Dismiss',
  warn: 'Warn',
  suspend: 'Suspend',
};

export interface PersonModeration {
  /** A row's button that asks, then acts; `id` is the person's (the message's to dismiss one). */
  button: (kind: Kind, id: string, name: string) => ReactNode;
  /** The one dialog, kept above the rows so a table turning into cards keeps it open. */
  dialog: ReactNode;
}

/**
 * What a moderator does with a reported person or message: dismiss (an optional reason), warn
 * (the words the person reads) or suspend (the users domain's suspension, with its reason).
 * Each asks first and is audit logged by the API.
 */
export function usePersonModeration(): PersonModeration {
  const [asking, setAsking] = useState<Asking | null>(null);
  const dismissPerson = useDismissPersonReports();
  const dismissMessage = useDismissMessageReports();
  const warn = useWarnPerson();
  const suspend = useSuspendUser();
  const pending = (kind: Kind) =>
    ({
      'dismiss-person': dismissPerson,
      'dismiss-message': dismissMessage,
      warn,
      suspend,
    })[kind].isPending;

  function act({ kind, id }: Asking, text: string): Promise<unknown> {
    switch (kind) {
      case 'dismiss-person':
        return dismissPerson.mutateAsync({ userId: id, ...(text ? { reason: text } : {}) });
      case 'dismiss-message':
        return dismissMessage.mutateAsync({ messageId: id, ...(text ? { reason: text } : {}) });
      case 'warn':
        return warn.mutateAsync({ userId: id, text });
      case 'suspend':
        return suspend.mutateAsync({ id, reason: text });
    }
  }

  const shown = asking ? DIALOGS[asking.kind] : undefined;
  return {
    button: (kind, id, name) => (
      <Button
        variant={kind === 'suspend' ? 'danger' : 'secondary'}
        size="sm"
        loading={asking?.kind === kind && asking.id === id && pending(kind)}
        onClick={() => setAsking({ kind, id, name })}
      >
        {BUTTON_LABELS[kind]}
        <VisuallyHidden> {name}</VisuallyHidden>
      </Button>
    ),
    dialog: (
      <ReasonDialog
        open={asking !== null}
        title={shown && asking ? shown.title(asking.name) : ''}
        textLabel={shown?.textLabel ?? ''}
        textRequired={() => shown?.required ?? false}
        maxLength={shown?.maxLength ?? SUSPENSION_REASON_MAX_LENGTH}
        confirmLabel={shown?.confirmLabel ?? ''}
        tone={shown?.tone ?? 'primary'}
        busy={asking ? pending(asking.kind) : false}
        onCancel={() => setAsking(null)}
        onSubmit={({ text }) => {
          if (!asking || !shown) return;
          act(asking, text).then(
            () => {
              setAsking(null);
              toast.success(shown.success);
            },
            (error: unknown) => {
              console.error(error);
              toast.error(apiErrorMessage(error));
            },
          );
        }}
      />
    ),
  };
}
