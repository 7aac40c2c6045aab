/**
 * New page: a title and an address in, and whether the header menu links to it; the server
 * writes the scaffold (and the menu's link) and the studio opens it. A person names the page;
 * its address follows the title ("Gutter Cleaning" → /gutter-cleaning) until they change it.
 */
import { useState } from 'react';
import { slugOf } from '../../content/slug.ts';
import { CheckboxField } from './CheckboxField.tsx';
import { StudioDialog, SubmitFooter } from './StudioDialog.tsx';
import { TextField } from './TextField.tsx';
import { useSubmit } from './use-submit.ts';

interface Props {
  onCreate: (route: string, title: string, menu: boolean) => Promise<void>;
  onCancel: () => void;
}

export function NewPageDialog({ onCreate, onCancel }: Props) {
  const [title, setTitle] = useState('');
  const [ownRoute, setOwnRoute] = useState<string | null>(null);
  const route = ownRoute ?? `/${slugOf(title)}`;
  const [menu, setMenu] = useState(false);
  const { error, busy, submit } = useSubmit(() => onCreate(route.trim(), title.trim(), menu));
  return (
    <StudioDialog title="New page" onClose={onCancel}>
      <form onSubmit={submit} className="mt-3 grid gap-3">
        <TextField label="Title" value={title} onChange={setTitle} />
        <TextField
          label="Address"
          value={route}
          onChange={setOwnRoute}
          // Compiled with the `v` flag by browsers, where `/` and `-` in a class must be escaped.
          pattern="/[a-z0-9\/\-]*"
          patternInWords="A slash, then lower-case letters, digits and dashes, such as /roofing-leads"
          help="Where the page will be, such as /roofing-leads: it follows the title unless you change it."
        />
        <CheckboxField
          label="Add it to the menu"
          checked={menu}
          onChange={setMenu}
          help="Visitors find a page through a link: the header menu, or a button on another page. Without one, the site's checks refuse the page."
        />
        <SubmitFooter error={error} busy={busy} label="Create page" onCancel={onCancel} />
      </form>
    </StudioDialog>
  );
}
