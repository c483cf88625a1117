import type { Place } from '@marketplace/contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type KeyboardEvent, useState } from 'react';
import { UiProvider } from '../theme/UiProvider';
import { ComboboxField } from './ComboboxField';
import { PlaceField } from './PlaceField';

type Spot = { id: string; name: string; note: string };
const SPOTS: Spot[] = [
  { id: '1', name: 'Police station', note: 'Lobby, CCTV' },
  { id: '2', name: 'Metro station', note: 'Ticket hall' },
];
const TOWNS: Spot[] = [{ id: '3', name: 'Mirpur', note: 'Dhaka District' }];

/** A caller as the order form is one: opens on typing, two kinds of suggestion. */
function SpotBox({ onChoose, onSend }: { onChoose: (spot: Spot) => void; onSend: () => void }) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSend();
      }}
    >
      <ComboboxField<Spot>
        label="Meet at"
        value={text}
        onTextChange={(typed) => {
          setText(typed);
          setOpen(true);
        }}
        groups={[
          { label: 'Safe spots', options: SPOTS },
          { label: 'Towns', options: TOWNS },
        ]}
        optionKey={(spot) => spot.id}
        optionText={(spot) => ({ label: spot.name, detail: spot.note })}
        onChoose={(spot) => {
          setText(spot.name);
          onChoose(spot);
        }}
        listLabel="Suggestions"
        open={open}
        onOpenChange={setOpen}
      />
    </form>
  );
}

function renderSpotBox() {
  const onChoose = jest.fn();
  const onSend = jest.fn();
  // Where a dialog around the box hears keys (Modal closes on Escape).
  const onDialogKey = jest.fn((event: KeyboardEvent<HTMLDivElement>) => event.key);
  const user = userEvent.setup();
  render(
    <div onKeyDown={onDialogKey}>
      <SpotBox onChoose={onChoose} onSend={onSend} />
    </div>,
    { wrapper: UiProvider },
  );
  const box = screen.getByRole('combobox', { name: 'Meet at' });
  const list = document.getElementById(box.getAttribute('aria-controls')!)!;
  return { user, onChoose, onSend, onDialogKey, box, list };
}

const meant = (box: HTMLElement) => {
  const id = box.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id)?.querySelector('strong')?.textContent : undefined;
};

describe('the combobox', () => {
  it('ties the box to its list and shows the suggestions in their groups once the box is typed in', async () => {
    const { user, box, list } = renderSpotBox();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveAttribute('aria-controls', list.id);
    expect(list).not.toBeVisible();

    await user.type(box, 'st');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('listbox', { name: 'Suggestions' })).toBe(list);
    const safe = within(list).getByRole('group', { name: 'Safe spots' });
    expect(
      within(safe)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Police stationLobby, CCTV', 'Metro stationTicket hall']);
    expect(within(list).getByRole('group', { name: 'Towns' })).toHaveTextContent('Mirpur');
    expect(box).not.toHaveAttribute('aria-activedescendant');
  });

  it('moves through every group with the arrows, round the ends, and Enter chooses without sending the form', async () => {
    const { user, box, onChoose, onSend } = renderSpotBox();
    await user.type(box, 'st');

    await user.keyboard('{ArrowDown}');
    expect(meant(box)).toBe('Police station');
    expect(screen.getByRole('option', { name: /Police station/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(meant(box)).toBe('Mirpur');
    await user.keyboard('{ArrowDown}');
    expect(meant(box)).toBe('Police station');
    await user.keyboard('{ArrowUp}');
    expect(meant(box)).toBe('Mirpur');

    await user.keyboard('{Enter}');
    expect(onChoose).toHaveBeenCalledWith(TOWNS[0]);
    expect(box).toHaveValue('Mirpur');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    expect(onSend).not.toHaveBeenCalled();
    // With the list closed, Enter sends the form as in any text box.
    await user.keyboard('{Enter}');
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape without choosing, keeps the key from the dialog around it, and reopens on Down', async () => {
    const { user, box, onChoose, onDialogKey } = renderSpotBox();
    await user.type(box, 'st');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue('st');
    expect(onChoose).not.toHaveBeenCalled();
    expect(onDialogKey.mock.results.map(({ value }) => value)).not.toContain('Escape');
    await user.keyboard('{Escape}');
    expect(onDialogKey.mock.results.at(-1)?.value).toBe('Escape');

    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(meant(box)).toBe('Police station');
  });

  it('chooses with a click, and closes when the box loses the focus', async () => {
    const { user, box, onChoose } = renderSpotBox();
    await user.type(box, 'st');
    await user.click(screen.getByRole('option', { name: /Metro station/ }));
    expect(onChoose).toHaveBeenCalledWith(SPOTS[1]);
    expect(box).toHaveValue('Metro station');
    expect(box).toHaveFocus();

    await user.type(box, 'x');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });
});

const DHANMONDI: Place = {
  id: '7',
  name: 'Dhanmondi',
  area: 'Dhaka District, Dhaka Division',
  lat: 23.74,
  lng: 90.385,
};

function PlaceBox({ lookUp }: { lookUp: (prefix: string) => Promise<Place[]> }) {
  const [text, setText] = useState('');
  return (
    <PlaceField
      label="Near"
      value={text}
      onTextChange={setText}
      onPick={(place) => setText(place.name)}
      lookUp={lookUp}
    />
  );
}

describe('the place field', () => {
  it('asks the gazetteer once typing pauses, not at every key, and not for a picked name', async () => {
    const lookUp = jest.fn(async (prefix: string) => (prefix.startsWith('Dh') ? [DHANMONDI] : []));
    const user = userEvent.setup();
    render(<PlaceBox lookUp={lookUp} />, { wrapper: UiProvider });
    const box = screen.getByRole('combobox', { name: 'Near' });

    await user.type(box, 'Dhanm');
    const option = await screen.findByRole('option', { name: /Dhanmondi/ });
    expect(lookUp.mock.calls.map(([prefix]) => prefix)).toEqual(['Dhanm']);
    expect(option).toHaveTextContent('Dhaka District, Dhaka Division');

    await user.keyboard('{ArrowDown}{Enter}');
    expect(box).toHaveValue('Dhanmondi');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    // The picked name is not asked about, nor is an emptied box.
    await user.clear(box);
    await user.type(box, 'Dh');
    await waitFor(() =>
      expect(lookUp.mock.calls.map(([prefix]) => prefix)).toEqual(['Dhanm', 'Dh']),
    );
  });
});
