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
      },
      {
        _id: '5',
        name: 'Mirpur 10 Metro Station',
        area: 'Mirpur',
        address: 'Mirpur 10 roundabout, Dhaka',
        note: 'Ticket hall, staffed',
      },
    ];
    const q = (request.query.get('q') ?? '').toLowerCase();
    return listReply(spots.filter((spot) => spot.name.toLowerCase().includes(q)));
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
    field: within(dialog).getByRole('combobox', { name: 'Meeting location' }),
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

    const list = await screen.findByRole('listbox', { name: 'Safe meeting spots' });
    // The suggestions follow the text once typing pauses.
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Mirpur Model Police StationMirpur · Police station lobby, CCTV']),
    );
    const asked = api.requests.filter(({ path }) => path === '/meeting-spots').at(-1)!;
    expect(asked.query.get('near')).toBe('Mirpur 10, Dhaka');
    expect(asked.query.get('q')).toBe('police');

    await user.keyboard('{ArrowDown}');
    expect(field).toHaveAttribute('aria-activedescendant', within(list).getByRole('option').id);
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
  });

  it('still takes free text, and editing a picked spot lets it go', async () => {
    const { user, dialog, field } = await openOrder();
    await user.type(within(dialog).getByLabelText('Phone'), '01711222333');
    await user.click(field);
    const list = await screen.findByRole('listbox', { name: 'Safe meeting spots' });
    await user.click(within(list).getByRole('option', { name: /Metro/ }));
    await user.type(field, ', by the north gate');
    expect(dialog).not.toHaveTextContent('Safe meeting spot');

    await user.click(within(dialog).getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('Order Success')).toBeInTheDocument();
    expect(orderBody()).toEqual(expect.not.objectContaining({ meetingSpotId: expect.anything() }));
    expect(orderBody().meetingLocation).toBe(
      'Mirpur 10 Metro Station, Mirpur 10 roundabout, Dhaka, by the north gate',
    );
  });
});
