/**
 * Change address: a page's new route in, the server moves the page and points every link of
 * the site at it (src/studio/server/page-rename.ts), and unless told not to, keeps the old
 * address working: a redirect in the site file, so bookmarks, ads and search results follow. A refusal lists the places a link could
 * not follow, each a way there; what was typed stays for another try.
 */
import { useState, type FormEvent } from 'react';
import { CheckboxField } from './CheckboxField.tsx';
import { movePage, type OpenedFile, type PlaceToChange } from './api.ts';
import { placesOf, RefusalAlert, type Refusal } from './PlacesToChange.tsx';
import { buttonClass, DialogButtons, StudioDialog } from './StudioDialog.tsx';
import { TextField } from './TextField.tsx';

interface Props {
  path: string;
  version: string;
  route: string;
  unsaved: boolean;
  onMoved: (moved: OpenedFile & { message: string }) => Promise<void>;
  onOpenPlace: (place: PlaceToChange) => void;
  onCancel: () => void;
}

export function ChangeAddressDialog(props: Props) {
  const { path, version, route, unsaved, onMoved, onOpenPlace, onCancel } = props;
  const [address, setAddress] = useState(route);
  const [redirect, setRedirect] = useState(true);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setRefusal(null);
    try {
      await onMoved(await movePage(path, version, address.trim(), redirect));
    } catch (failure) {
      const places = placesOf(failure);
      setRefusal({
        message: places
          ? `Not moved: these links could not follow. Change them first:`
          : `Not moved: ${(failure as Error).message}`,
        places: places ?? [],
      });
      setBusy(false);
    }
  };
  return (
    <StudioDialog title="Change address" onClose={onCancel}>
      <form onSubmit={(event) => void submit(event)} className="mt-3 grid gap-3">
        <TextField
          label="New address"
          value={address}
          onChange={setAddress}
          // Compiled with the `v` flag by browsers, where `/` and `-` in a class must be escaped.
          pattern="/[a-z0-9\/\-]*"
          help={`Now ${route}. The site's links to it follow.${unsaved ? ' Save your changes first: the page moves as saved.' : ''}`}
        />
        <CheckboxField
          label={`Send visitors of ${route} to the new address`}
          checked={redirect}
          onChange={setRedirect}
          help={
            redirect
              ? 'Bookmarks, e-mails, ads and search results that lead to the old address keep working (a redirect in the site settings).'
              : 'Links to the old address from other websites, e-mails or ads will no longer find the page.'
          }
        />
        {refusal && <RefusalAlert refusal={refusal} onOpen={onOpenPlace} />}
        <DialogButtons onCancel={onCancel}>
          <button
            type="submit"
            className={buttonClass}
            disabled={busy || unsaved || address.trim() === route}
          >
            Move page
          </button>
        </DialogButtons>
      </form>
    </StudioDialog>
  );
}
