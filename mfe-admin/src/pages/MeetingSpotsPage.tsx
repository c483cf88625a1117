import { MeetingSpotsTable } from '../features/meeting-spots/MeetingSpotsTable';

/** Safe public places to meet, at /dashbord/meetingspots. */
export default function MeetingSpotsPage() {
  return <MeetingSpotsTable />;
}
