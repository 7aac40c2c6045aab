// @vitest-environment jsdom
/**
 * The form view's image field: every block's `image:` in the generated schema is shown as one
 * (not as a group of src/alt boxes), and its dialog sends the file's raw bytes with the token,
 * sets `{ src, alt }` or `{ src, decorative: true }` only on confirm, and shows a refusal in an
 * alert while changing nothing. (The upload over HTTP and in Chromium: media-upload-api.test.ts,
 * tests/e2e/studio-upload.test.ts.)
 */
import { readFileSync } from 'node:fs';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JSONSchema7 } from 'json-schema';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FieldEditor } from '../../../../../src/studio/app/form-view/fields.tsx';
import type { FieldContext } from '../../../../../src/studio/app/form-view/field-context.ts';
import { fieldKind } from '../../../../../src/studio/app/form-view/schema-kinds.ts';

const pageSchema = JSON.parse(readFileSync('schemas/page.schema.json', 'utf8')) as JSONSchema7;

/** Every `image` property anywhere in the page schema (each block that takes a picture). */
function imageProperties(node: unknown, found: JSONSchema7[] = []): JSONSchema7[] {
  if (Array.isArray(node)) node.forEach((item) => imageProperties(item, found));
  else if (node && typeof node === 'object') {
    const record = node as Record<string, unknown>;
    const properties = record.properties as Record<string, JSONSchema7> | undefined;
    if (properties?.image) found.push(properties.image);
    Object.values(record).forEach((value) => imageProperties(value, found));
  }
  return found;
}

const imageSchema = imageProperties(pageSchema)[0]!;

function editorFor(value: unknown) {
  const edits = { set: vi.fn(), remove: vi.fn(), add: vi.fn(), move: vi.fn(), removeItem: vi.fn() };
  const context: FieldContext = { meta: null, sections: [], edits };
  const view = render(
    <FieldEditor
      name="image"
      path={['blocks', 0, 'image']}
      schema={imageSchema}
      value={value}
      required={false}
      context={context}
    />,
  );
  return { edits, view };
}

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

afterEach(() => {
  vi.unstubAllGlobals();
  document.head.querySelector('meta[name="studio-token"]')?.remove();
});

describe('the image field', () => {
  it("is how every block's image: reads, and only those", () => {
    const images = imageProperties(pageSchema);
    expect(images.length).toBeGreaterThan(5);
    for (const schema of images) expect(fieldKind(schema)).toBe('image');
    expect(fieldKind({ type: 'object', properties: { src: { type: 'string' } } })).toBe('group');
  });

  it('sends the raw file with the token and sets src and alt on confirm', async () => {
    const meta = document.createElement('meta');
    meta.name = 'studio-token';
    meta.content = 'run-token';
    document.head.append(meta);
    const fetch = vi.fn<(url: string, init: RequestInit) => Promise<Response>>(async () =>
      answer(201, { src: 'media/roof-0123456789ab.jpg', type: 'jpeg', width: 40, height: 30 }),
    );
    vi.stubGlobal('fetch', fetch);
    const { edits, view } = editorFor(undefined);
    await userEvent.click(screen.getByRole('button', { name: 'Image: add a picture' }));
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'Roof.jpg', { type: 'image/jpeg' });
    await userEvent.upload(view.container.ownerDocument.querySelector('input[type=file]')!, file);
    await screen.findByText(/media\/roof-0123456789ab\.jpg/);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/__studio/api/media?name=Roof.jpg');
    expect(init.method).toBe('POST');
    expect(init.body).toBe(file);
    expect(init.headers).toEqual({ 'Content-Type': 'image/jpeg', 'X-Studio-Token': 'run-token' });

    const use = screen.getByRole('button', { name: 'Use this picture' });
    expect(use).toHaveProperty('disabled', true);
    await userEvent.type(screen.getByRole('textbox', { name: 'Alt text' }), 'A roofer at work');
    await userEvent.click(use);
    expect(edits.set).toHaveBeenCalledWith(['blocks', 0, 'image'], {
      src: 'media/roof-0123456789ab.jpg',
      alt: 'A roofer at work',
    });
  });

  it('sets decorative: true (and no alt) with the switch, keeping the focus of the same picture', async () => {
    const { edits } = editorFor({ src: 'media/a.jpg', alt: 'Old text', focus: [0.2, 0.8] });
    await userEvent.click(screen.getByRole('button', { name: 'Image: change picture' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Decorative (no alt text)' }));
    expect(screen.getByRole('textbox', { name: 'Alt text' })).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('button', { name: 'Use this picture' }));
    expect(edits.set).toHaveBeenCalledWith(['blocks', 0, 'image'], {
      src: 'media/a.jpg',
      decorative: true,
      focus: [0.2, 0.8],
    });
  });

  it('uploads a file dropped on the dialog', async () => {
    const fetch = vi.fn<(url: string, init: RequestInit) => Promise<Response>>(async () =>
      answer(201, { src: 'media/crew-0123456789ab.png', type: 'png', width: 4, height: 4 }),
    );
    vi.stubGlobal('fetch', fetch);
    editorFor(undefined);
    await userEvent.click(screen.getByRole('button', { name: 'Image: add a picture' }));
    const file = new File([new Uint8Array([0x89, 0x50])], 'crew.png', { type: 'image/png' });
    const zone = screen.getByRole('button', { name: 'Upload image' }).parentElement!;
    fireEvent.drop(zone, { dataTransfer: { files: [file] } });
    await screen.findByText(/media\/crew-0123456789ab\.png/);
    expect(fetch.mock.calls[0]![0]).toBe('/__studio/api/media?name=crew.png');
    expect(fetch.mock.calls[0]![1].body).toBe(file);
  });

  it("shows a refused upload's message in an alert and changes nothing", async () => {
    const message = 'logo.jpg holds a PNG picture but its name ends in .jpg; rename it to .png';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(415, { error: message, code: 'image-type-mismatch' })),
    );
    const { edits, view } = editorFor({ src: 'media/a.jpg', alt: 'A roof' });
    await userEvent.click(screen.getByRole('button', { name: 'Image: change picture' }));
    const file = new File([new Uint8Array([0x89, 0x50])], 'logo.jpg', { type: 'image/jpeg' });
    await userEvent.upload(view.container.ownerDocument.querySelector('input[type=file]')!, file);
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    await userEvent.click(screen.getByRole('button', { name: 'Use this picture' }));
    // Confirming keeps the picture it had: the refused file is not it.
    expect(edits.set).toHaveBeenCalledWith(['blocks', 0, 'image'], {
      src: 'media/a.jpg',
      alt: 'A roof',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Image: change picture' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(edits.set).toHaveBeenCalledTimes(1);
    expect(edits.remove).not.toHaveBeenCalled();
  });
});
