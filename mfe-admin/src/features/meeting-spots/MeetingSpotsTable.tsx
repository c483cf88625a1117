import { useUrlPaging } from '@marketplace/routing';
import { useMeetingSpots } from '@marketplace/api-client';
import { useDeleteMeetingSpot } from './meeting-spots-api';
import type { MeetingSpot } from '@marketplace/contracts';
import { Button, CONFIRM_PROMPTS, VisuallyHidden, PagedTable } from '@marketplace/ui';
import { useState } from 'react';
import { RowActions } from '../../shared/RowActions';
import { RowActionButton } from '../../shared/RowActionButton';
import { RowSummary } from '../../shared/RowSummary';
import { DELETION, useConfirmedAction } from '../../shared/use-confirmed-action';
import { MeetingSpotForm } from './MeetingSpotForm';

/** The form's state: closed, adding, or editing one spot. */
type Editing = { spot: MeetingSpot | null } | null;

/**
 * The safe public places buyers are offered when they choose where to meet: list, add, edit,
 * remove. Orders already made keep the note they were made with.
 */
export function MeetingSpotsTable() {
  const paging = useUrlPaging();
  const spots = useMeetingSpots({}, paging.query);
  const [editing, setEditing] = useState<Editing>(null);
  const removal = useConfirmedAction(useDeleteMeetingSpot(), {
    prompt: CONFIRM_PROMPTS.deleteOrderOrProduct,
    ...DELETION,
  });
  return (
    <>
      <PagedTable
        title="Meeting Spots"
        noun={{ one: 'meeting spot', other: 'meeting spots' }}
        query={spots}
        paging={paging}
        emptyMessage="No meeting spots yet: add the first one."
        toolbar={<Button onClick={() => setEditing({ spot: null })}>Add meeting spot</Button>}
        columns={[
          {
            id: 'name',
            header: 'Name',
            rowHeader: true,
            cell: (spot) => <RowSummary picture={null} name={spot.name} detail={spot.area} />,
          },
          { id: 'address', header: 'Address', cell: (spot) => spot.address },
          { id: 'note', header: 'Note', cell: (spot) => spot.note },
          {
            id: 'action',
            header: 'Action',
            onPhone: 'actions',
            cell: (spot) => (
              <RowActions>
                <Button variant="secondary" size="sm" onClick={() => setEditing({ spot })}>
                  Edit<VisuallyHidden> {spot.name}</VisuallyHidden>
                </Button>
                <RowActionButton
                  action={removal}
                  id={spot._id}
                  label="Remove"
                  target={spot.name}
                  variant="danger"
                />
              </RowActions>
            ),
          },
        ]}
      />
      {editing && <MeetingSpotForm spot={editing.spot} onClose={() => setEditing(null)} />}
    </>
  );
}
