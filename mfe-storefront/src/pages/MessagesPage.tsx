import type { RemotePageProps } from '@marketplace/contracts';
import { Inbox } from '../features/conversations/Inbox';

/** The inbox, at /dashbord/messages and /dashbord/messages/<conversation>. */
export default function MessagesPage({ params }: RemotePageProps) {
  return <Inbox conversationId={params.conversationId} />;
}
