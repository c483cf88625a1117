import type { MeetingSpotInput } from '@marketplace/contracts';

/**
 * Public, busy, watched places in the areas the demo listings are in, so every listing has a
 * suggestion near it. The area is the neighbourhood a listing's location names ("Mirpur 10,
 * Dhaka" is in Mirpur), which is how `?near=` puts them first.
 */
export const DEMO_MEETING_SPOTS: MeetingSpotInput[] = [
  {
    name: 'Mirpur Model Police Station',
    area: 'Mirpur',
    address: 'Road 1, Section 2, Mirpur, Dhaka',
    note: 'Police station lobby, CCTV; open around the clock',
  },
  {
    name: 'Mirpur 10 Metro Station',
    area: 'Mirpur',
    address: 'Mirpur 10 roundabout, Dhaka',
    note: 'Ticket hall by the information desk, staffed and under CCTV',
  },
  {
    name: 'Uttara West Police Station',
    area: 'Uttara',
    address: 'Sector 7, Road 17, Uttara, Dhaka',
    note: 'Front desk area, CCTV; officers on duty day and night',
  },
  {
    name: 'Uttara Sector 4 Jamuna Bank ATM lobby',
    area: 'Uttara',
    address: 'House 12, Sector 4, Uttara, Dhaka',
    note: 'Guarded ATM lobby with CCTV, busy until late evening',
  },
  {
    name: 'Dhanmondi Police Station',
    area: 'Dhanmondi',
    address: 'Road 2, Dhanmondi, Dhaka',
    note: 'Police station lobby, CCTV',
  },
  {
    name: 'Gulshan 2 Circle shopping plaza',
    area: 'Gulshan',
    address: 'Gulshan Avenue, Gulshan 2, Dhaka',
    note: 'Ground-floor food court beside the security desk',
  },
  {
    name: 'Banani Police Outpost',
    area: 'Banani',
    address: 'Road 11, Banani, Dhaka',
    note: 'Outside the outpost, lit at night, CCTV',
  },
  {
    name: 'Jamuna Future Park main entrance',
    area: 'Bashundhara',
    address: 'Kuril, Progoti Sarani, Dhaka',
    note: 'Main entrance by the security gate; very busy at weekends',
  },
  {
    name: 'Farmgate Ananda Cinema crossing',
    area: 'Farmgate',
    address: 'Farmgate, Tejgaon, Dhaka',
    note: 'In front of the traffic police box, busy all day',
  },
  {
    name: 'Motijheel Shapla Chattar bank plaza',
    area: 'Motijheel',
    address: 'Shapla Chattar, Motijheel C/A, Dhaka',
    note: 'Bank plaza with guards and CCTV during banking hours',
  },
  {
    name: 'Mohammadpur Town Hall market',
    area: 'Mohammadpur',
    address: 'Town Hall, Mohammadpur, Dhaka',
    note: 'Main gate by the market office, busy until 9 pm',
  },
  {
    name: 'Rampura TV Centre gate',
    area: 'Rampura',
    address: 'DIT Road, Rampura, Dhaka',
    note: 'Beside the guarded gate, lit at night',
  },
];
