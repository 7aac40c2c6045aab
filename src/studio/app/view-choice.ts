/**
 * Which view of a file (the form or the YAML) a person chose last, kept in this browser's
 * localStorage: under the person's id in the team studio (two people sharing a computer keep
 * their own), under one key in the local studio (one person). A person who never chose sees
 * the form. The address (`?view=`) wins over it, so a shared link opens the view it names.
 */
import type { StudioView } from './studio-address.ts';

const keyFor = (person: string | undefined) => (person ? `studio.view.${person}` : 'studio.view');

export function rememberedView(person: string | undefined): StudioView {
  try {
    // The person's own choice; before they made one, this browser's last (the local studio's).
    const stored =
      window.localStorage.getItem(keyFor(person)) ?? window.localStorage.getItem(keyFor(undefined));
    return stored === 'yaml' ? 'yaml' : 'form';
  } catch {
    // Storage refused (a private window's policy): the form, as for a first visit.
    return 'form';
  }
}

export function rememberView(person: string | undefined, view: StudioView) {
  try {
    window.localStorage.setItem(keyFor(person), view);
  } catch {
    // Not kept: the address still holds it for this tab.
  }
}
