/**
 * Delete page: asks first, says what goes with the page (its links in the menus, unsaved
 * changes), and when the site still needs the page lists the places to change first, each one
 * a button that opens it at its line. Its address can be sent on to another page (a redirect),
 * so bookmarks and search results land somewhere. The server decides
 * (src/studio/server/page-delete.ts).
 */
import { useId, useState } from 'react';
import { ApiError, deletePage, type PlaceToChange } from './api.ts';
import { placesOf, RefusalAlert, type Refusal } from './PlacesToChange.tsx';
import { SelectField } from './SelectField.tsx';
import { StudioDialog } from './StudioDialog.tsx';

interface Props {
  path: string;
  /** The version it was opened at: a page changed since is not deleted. */
  version: string;
  route: string;
  title?: string;
  /** The site's routes, for where its visitors may be sent. */
  routes: readonly string[];
  unsaved: boolean;
  /** Deleted: what the server said of it. */
  onDeleted: (message: string) => Promise<void>;
  onOpenPlace: (place: PlaceToChange) => void;
  onCancel: () => void;
}

export function DeletePageDialog(props: Props) {
  const { path, version, route, title, routes, unsaved, onDeleted, onOpenPlace, onCancel } = props;
  const [busy, setBusy] = useState(false);
  const [redirect, setRedirect] = useState('');
  const ids = { select: useId(), help: useId() };
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const remove = async () => {
    setBusy(true);
    setRefusal(null);
    try {
      const deleted = await deletePage(path, version, redirect || null).catch((error) => {
        // Deleted, but the site file changed meanwhile: its links are for the author.
        if (error instanceof ApiError && error.body.code === 'menu-changed')
          return { message: error.message };
        throw error;
      });
      await onDeleted(deleted.message);
    } catch (failure) {
      const places = placesOf(failure);
      setRefusal(
        places
          ? { message: `The site still needs ${route}. Change these first:`, places }
          : { message: `Not deleted: ${(failure as Error).message}`, places: [] },
      );
      setBusy(false);
    }
  };
  return (
    <StudioDialog
      title={`Delete ${title ? `“${title}”` : route}?`}
      onClose={onCancel}
      action={{ label: 'Delete page', onClick: () => void remove(), disabled: busy, danger: true }}
    >
      <p className="mt-2 text-sm">
        The page at <strong>{route}</strong> ({path}) is removed, with its links in the menus.
        {unsaved && ' Your unsaved changes to it are lost too.'}
      </p>
      <div className="mt-3 grid gap-1">
        <SelectField
          id={ids.select}
          label={`Send visitors of ${route} to`}
          value={redirect}
          onChange={setRedirect}
          describedBy={ids.help}
          options={[
            { value: '', text: 'Nowhere: the address shows “Page not found”' },
            ...routes
              .filter((other) => other !== route)
              .map((other) => ({ value: other, text: other })),
          ]}
        />
        <p id={ids.help} className="text-xs text-muted">
          {redirect
            ? `Bookmarks, e-mails, ads and search results that lead to ${route} land on ${redirect} (a redirect in the site settings).`
            : 'Choose a page to keep bookmarks and search results that lead here working.'}
        </p>
      </div>
      {refusal && <RefusalAlert refusal={refusal} onOpen={onOpenPlace} className="mt-3" />}
    </StudioDialog>
  );
}
