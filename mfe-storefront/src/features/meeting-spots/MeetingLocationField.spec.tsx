import type { TestApiServer } from '@marketplace/api-client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import {
  aProduct,
  listReply,
  renderStorefront,
  startStorefrontTest,
} from '../../testing/storefront-test-app';

let api: TestApiServer;
beforeEach(async () => {
  api = await startStorefrontTest();
  api.route('GET', '/products', listReply([aProduct({ location: 'Mirpur 10, Dhaka' })]));
  api.route('GET', '/meeting-spots', (request) => {
    const spots = [
      {
        _id: '4',
        name: 'Mirpur Model Police Station',
        area: 'Mirpur',
        address: 'Road 1, Section 2, Mirpur, Dhaka',
        note: 'Police station lobby, CCTV',
        distanceKm: 0.4,
      },
      {
        _id: '5',
        name: 'Mirpur 10 Metro Station',
        area: 'Mirpur',
        address: 'Mirpur 10 roundabout, Dhaka',
        note: 'Ticket hall, staffed',
        distanceKm: 2.6,
      },
    ];
    const q = (request.query.get('q') ?? '').toLowerCase();
    return listReply(spots.filter((spot) => spot.name.toLowerCase().includes(q)));
  });
  api.route('GET', '/places', (request) => {
    const places = [
      { id: '31', name: 'Mirpur', area: 'Dhaka District, Dhaka Division', lat: 23.8, lng: 90.35 },
      {
        id: '32',
        name: 'Mirzapur',
        area: 'Tangail District, Dhaka Division',
        lat: 24.1,
        lng: 90.1,
      },
      {
        id: '33',
        name: 'Police Lines',
        area: 'Rangpur District, Rangpur Division',
        lat: 25.7,
        lng: 89.2,
      },
    ];
    const q = (request.query.get('q') ?? '').toLowerCase();
    return { status: 200, body: places.filter((place) => place.name.toLowerCase().startsWith(q)) };
  });
  api.route('POST', '/buyproduct', {
    status: 201,
    body: { acknowledged: true, insertedId: '9' },
  });
});
afterEach(() => api.close());

async function openOrder() {
  const app = renderStorefront('/producs/Laptops');
  await app.user.click(await screen.findByRole('button', { name: 'Buy Now Lenovo ThinkPad T480' }));
  const dialog = await screen.findByRole('dialog', { name: 'Lenovo ThinkPad T480' });
  return {
    ...app,
    dialog,
    // The form shows once its draft (if any) is read back.
    field: await within(dialog).findByRole('combobox', { name: 'Meeting location' }),
  };
}

const orderBody = () => {
  const order = api.requests.find(
    ({ method, path }) => method === 'POST' && path === '/buyproduct',
  );
  return order && JSON.parse(order.body.toString());
};

describe('the meeting location field', () => {
  it('suggests spots near the listing as the buyer types, and a picked one travels with the order', async () => {
    const { user, dialog, field } = await openOrder();
    await user.type(within(dialog).getByLabelText('Phone'), '01711222333');
    await user.type(field, 'police');

    const list = await screen.findByRole('listbox', { name: 'Meeting places' });
    // The suggestions follow the text once typing pauses: the safe spots, then the places.
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual([
        'Mirpur Model Police Stationunder 1 km away · Mirpur · Police station lobby, CCTV',
        'Police LinesRangpur District, Rangpur Division',
      ]),
    );
    expect(within(list).getByRole('group', { name: 'Safe meeting spots' })).toHaveTextContent(
      'Mirpur Model Police Station',
    );
    const asked = api.requests.filter(({ path }) => path === '/meeting-spots').at(-1)!;
    expect(asked.query.get('near')).toBe('Mirpur 10, Dhaka');
    expect(asked.query.get('q')).toBe('police');

    await user.keyboard('{ArrowDown}');
    expect(field).toHaveAttribute(
      'aria-activedescendant',
      within(list).getAllByRole('option')[0]!.id,
    );
    await user.keyboard('{Enter}');
    expect(field).toHaveValue('Mirpur Model Police Station, Road 1, Section 2, Mirpur, Dhaka');
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(dialog).toHaveTextContent('Safe meeting spot: Police station lobby, CCTV');
    expect(orderBody()).toBeUndefined();

    await user.click(within(dialog).getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('Order Success')).toBeInTheDocument();
    expect(orderBody()).toMatchObject({
      meetingLocation: 'Mirpur Model Police Station, Road 1, Section 2, Mirpur, Dhaka',
      meetingSpotId: '4',
    });
    expect(orderBody()).not.toHaveProperty('meetingPlaceId');
  });

  it('offers the spots nearest the listing as soon as the field is entered, before any place', async () => {
    const { user, field } = await openOrder();
    await user.click(field);
    const list = await screen.findByRole('listbox', { name: 'Meeting places' });
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(2));
    expect(within(list).getAllByRole('option')[1]).toHaveTextContent(
      'Mirpur 10 Metro Station3 km away · Mirpur · Ticket hall, staffed',
    );
    expect(within(list).queryByRole('group', { name: 'Places' })).toBeNull();
    const asked = api.requests.filter(({ path }) => path === '/meeting-spots').at(-1)!;
    expect(asked.query.get('productId')).toBe(aProduct()._id);
  });

  it('sends a gazetteer place picked from the suggestions as meetingPlaceId, with its name as the meeting location', async () => {
    const { user, dialog, field } = await openOrder();
    await user.type(within(dialog).getByLabelText('Phone'), '01711222333');
    await user.type(field, 'mirz');
    const places = await screen.findByRole('group', { name: 'Places' });
    expect(within(places).getByRole('option')).toHaveTextContent(
      'MirzapurTangail District, Dhaka Division',
    );
    expect(
      within(screen.getByRole('listbox', { name: 'Meeting places' })).queryByRole('group', {
        name: 'Safe meeting spots',
      }),
    ).toBeNull();

    await user.click(within(places).getByRole('option', { name: /Mirzapur/ }));
    expect(field).toHaveValue('Mirzapur');
    expect(dialog).toHaveTextContent('On the map: Tangail District, Dhaka Division');

    await user.click(within(dialog).getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('Order Success')).toBeInTheDocument();
    expect(orderBody()).toMatchObject({ meetingLocation: 'Mirzapur', meetingPlaceId: '32' });
    expect(orderBody()).not.toHaveProperty('meetingSpotId');
  });

  it('still takes free text, and editing a picked spot lets it go: the order has neither id', async () => {
    const { user, dialog, field } = await openOrder();
    await user.type(within(dialog).getByLabelText('Phone'), '01711222333');
    await user.click(field);
    const list = await screen.findByRole('listbox', { name: 'Meeting places' });
    await user.click(await within(list).findByRole('option', { name: /Metro/ }));
    await user.type(field, ', by the north gate');
    expect(dialog).not.toHaveTextContent('Safe meeting spot:');

    await user.click(within(dialog).getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('Order Success')).toBeInTheDocument();
    expect(orderBody()).not.toHaveProperty('meetingSpotId');
    expect(orderBody()).not.toHaveProperty('meetingPlaceId');
    expect(orderBody().meetingLocation).toBe(
      'Mirpur 10 Metro Station, Mirpur 10 roundabout, Dhaka, by the north gate',
    );
  });
});
