// @vitest-environment jsdom
/**
 * A text field that holds an address of a page of this site (its schema: a text from "/"), as
 * the site settings' `contact.page` and a redirect's `to`, offers the site's routes; any other
 * text field (a redirect's `from`, an old address no page has) is a plain text box.
 */
import { render, screen } from '@testing-library/react';
import type { JSONSchema7 } from 'json-schema';
import { expect, it, vi } from 'vitest';
import siteSchema from '../../../../../schemas/site.schema.json';
import type { ProjectMeta } from '../../../../../src/studio/app/api.ts';
import { FieldEditor } from '../../../../../src/studio/app/form-view/fields.tsx';
import { isPageRoute } from '../../../../../src/studio/app/form-view/schema-kinds.ts';

const site = siteSchema as unknown as JSONSchema7;
const property = (schema: JSONSchema7 | undefined, name: string) =>
  (schema?.properties?.[name] ?? {}) as JSONSchema7;
const redirect = property(site, 'redirects').items as JSONSchema7;
const meta = { routes: ['/', '/contact', '/pricing'] } as unknown as ProjectMeta;

function field(name: string, schema: JSONSchema7) {
  const edits = { set: vi.fn(), remove: vi.fn(), add: vi.fn(), move: vi.fn(), removeItem: vi.fn() };
  return render(
    <FieldEditor
      name={name}
      path={[name]}
      schema={schema}
      value=""
      required
      context={{ meta, sections: [], edits }}
    />,
  );
}

it('tells an address of a page by its schema', () => {
  expect(isPageRoute(property(redirect, 'to'))).toBe(true);
  expect(isPageRoute(property(property(site, 'contact'), 'page'))).toBe(true);
  expect(isPageRoute(property(redirect, 'from'))).toBe(false);
  expect(isPageRoute(property(property(site, 'contact'), 'email'))).toBe(false);
});

it("offers the site's routes in such a field, and in no other", () => {
  const to = field('to', property(redirect, 'to'));
  const box = screen.getByRole('combobox', { name: 'To' }) as HTMLInputElement;
  expect([...(box.list?.options ?? [])].map((option) => option.value)).toEqual(meta.routes);
  to.unmount();
  // By what the field holds, not by its name: the contact page is one too.
  const page = field('page', property(property(site, 'contact'), 'page'));
  expect(screen.getByRole('combobox', { name: 'Page' })).toBeTruthy();
  page.unmount();
  field('from', property(redirect, 'from'));
  expect(screen.getByRole('textbox', { name: 'From' })).toBeTruthy();
  expect(screen.queryByRole('combobox')).toBeNull();
});
