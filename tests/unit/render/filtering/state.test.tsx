// @vitest-environment jsdom
/**
 * The filter state: URL → controls → lists of the same scope, and back to the URL; counts and
 * the empty state. Rendered with a memory router, as a client-side navigation would.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { FilterControls } from '../../../../src/render/filtering/FilterControls.tsx';
import type { FilterSettings } from '../../../../src/render/filtering/types.ts';
import { useFilteredList } from '../../../../src/render/filtering/use-filtered-list.ts';

const controls = {
  searchLabel: 'Search the library',
  param: 'category',
  groupLabel: 'Filter by category',
  buttons: [
    { label: 'All' },
    { label: 'Templates', match: 'template' },
    { label: 'Tools', match: 'tool' },
  ],
  noun: { one: 'resource', other: 'resources' },
};
const resources: FilterSettings = { searchIn: ['title', 'type'], filterOn: 'type', controls };
const videos: FilterSettings = { searchIn: ['title'] };

const resourceItems = [
  { type: 'template', title: 'Roofing Estimate' },
  { type: 'template', title: 'Follow-Up Scripts' },
  { type: 'tool', title: 'Profit Calculator' },
];
const videoItems = [{ title: 'Roofing Ads' }, { title: 'Proposals' }];

function List({
  name,
  items,
  settings,
}: {
  name: string;
  items: { title: string }[];
  settings: FilterSettings;
}) {
  const { visible } = useFilteredList(items, settings);
  return (
    <ul aria-label={name}>
      {items.map((item, index) => (
        <li key={item.title} hidden={!visible[index]}>
          {item.title}
        </li>
      ))}
    </ul>
  );
}

function Url() {
  const location = useLocation();
  return <pre data-testid="url">{location.search}</pre>;
}

function renderAt(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <FilterControls settings={controls} />
      <List name="resources" items={resourceItems} settings={resources} />
      <List name="videos" items={videoItems} settings={videos} />
      <Url />
    </MemoryRouter>,
  );
}

const shown = (list: string) =>
  within(screen.getByRole('list', { name: list }))
    .queryAllByRole('listitem')
    .map((item) => item.textContent);

describe('filter state', () => {
  it('reads the URL: search box, pressed button, filtered lists in the same scope', () => {
    renderAt('/library?q=roo&category=templates');
    expect(screen.getByRole('searchbox', { name: 'Search the library' })).toHaveProperty(
      'value',
      'roo',
    );
    expect(screen.getByRole('button', { name: 'Templates' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(screen.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('false');
    expect(shown('resources')).toEqual(['Roofing Estimate']);
    // Videos have no type: a category other than All hides them.
    expect(shown('videos')).toEqual([]);
    expect(screen.getByRole('status').textContent).toBe('1 resource');
  });

  it('writes typing and button choices to the URL and counts across lists', async () => {
    const user = userEvent.setup();
    renderAt('/library');
    expect(screen.getByRole('status').textContent).toBe('');
    await user.type(screen.getByRole('searchbox'), 'ROOF');
    expect(screen.getByRole('status').textContent).toBe('2 resources');
    expect(screen.getByTestId('url').textContent).toBe('?q=ROOF');
    expect(shown('resources')).toEqual(['Roofing Estimate']);
    expect(shown('videos')).toEqual(['Roofing Ads']);

    await user.click(screen.getByRole('button', { name: 'Tools' }));
    expect(screen.getByTestId('url').textContent).toBe('?q=ROOF&category=tools');
    expect(screen.getByText('No resources match your search.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByTestId('url').textContent).toBe('');
    expect(screen.getByRole('searchbox')).toHaveProperty('value', '');
    expect(shown('resources')).toHaveLength(3);
    expect(shown('videos')).toHaveLength(2);
    expect(screen.getByRole('status').textContent).toBe('5 resources');
  });

  it('ignores a button value the YAML does not define', () => {
    renderAt('/library?category=nonsense');
    expect(screen.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');
    expect(shown('resources')).toHaveLength(3);
  });
});
