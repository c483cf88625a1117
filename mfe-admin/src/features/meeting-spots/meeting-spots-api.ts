import { apiClient, queryKeys, useInvalidatingMutation } from '@marketplace/api-client';
import {
  type DeleteResult,
  type InsertResult,
  type MeetingSpotInput,
  type UpdateResult,
  endpoints,
} from '@marketplace/contracts';

/*
 * The writes only the admin's Meeting Spots page makes. They live with the page, not in the
 * shared api-client, which every visitor's first page downloads whole.
 */

async function addMeetingSpot(body: MeetingSpotInput): Promise<InsertResult> {
  return (await apiClient.post<InsertResult>(endpoints.meetingSpots, body)).data;
}

async function updateMeetingSpot({
  id,
  ...body
}: MeetingSpotInput & { id: string }): Promise<UpdateResult> {
  return (await apiClient.put<UpdateResult>(endpoints.meetingSpot(id), body)).data;
}

async function deleteMeetingSpot(id: string): Promise<DeleteResult> {
  return (await apiClient.delete<DeleteResult>(endpoints.meetingSpot(id))).data;
}

const meetingSpotChanges = [queryKeys.meetingSpots.all, queryKeys.auditLog.all] as const;

export const useAddMeetingSpot = () => useInvalidatingMutation(addMeetingSpot, meetingSpotChanges);

export const useUpdateMeetingSpot = () =>
  useInvalidatingMutation(updateMeetingSpot, meetingSpotChanges);

export const useDeleteMeetingSpot = () =>
  useInvalidatingMutation(deleteMeetingSpot, meetingSpotChanges);
