/**
 * The image field (`image: { src, alt }` or `{ src, decorative: true }`): the current picture,
 * and one dialog to upload a new one (file picker or drag and drop) and to say what it shows.
 * Upload, alt text and the "decorative" switch sit together so a picture never goes in without
 * its alt text. A refused upload shows the server's message and changes nothing: the field is
 * set only when the author confirms the dialog. Once there is a picture, the dialog also holds
 * the focal-point picker (FocalPointPicker.tsx).
 */
import { useEffect, useId, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { originalUrl } from '../../../media/built-picture.ts';
import { roundFocus } from '../../../media/focal-preview.ts';
import { ApiError, uploadImage } from '../api.ts';
import { LoadPart } from '../LoadPart.tsx';
import { MediaLibraryDialog } from '../media/lazy-media-library.ts';
import { PictureFilePicker } from '../media/PictureFilePicker.tsx';
import { DialogButtons, StudioDialog, buttonClass, quietButtonClass } from '../StudioDialog.tsx';
import { FocalPointPicker, type Focus } from './FocalPointPicker.tsx';

export interface ImageValue {
  src?: string;
  alt?: string;
  decorative?: true;
  focus?: [number, number];
}

interface Props {
  label: string;
  value: ImageValue | undefined;
  describedBy: string | undefined;
  help: ReactNode;
  required: boolean;
  onChange: (image: ImageValue) => void;
  onRemove: () => void;
}

export function ImageField({
  label,
  value,
  describedBy,
  help,
  required,
  onChange,
  onRemove,
}: Props) {
  const [open, setOpen] = useState(false);
  const src = value?.src;
  const description = value?.decorative
    ? 'decorative'
    : value?.alt
      ? `"${value.alt}"`
      : 'no alt text';
  return (
    <div className="grid min-w-0 grid-cols-1 gap-1">
      <span className="text-sm font-medium">{label}</span>
      <div className="flex items-center gap-2 rounded-md p-2 ring-1 ring-slate-300">
        {src ? (
          <img
            src={originalUrl(src)}
            alt={value?.decorative ? '' : (value?.alt ?? '')}
            className="size-16 rounded object-cover"
          />
        ) : null}
        <span className="min-w-0 flex-1 truncate text-xs text-muted">
          {src ? `${src} · ${description}` : 'No picture'}
        </span>
        <button
          type="button"
          className={quietButtonClass}
          aria-label={`${label}: ${src ? 'change picture' : 'add a picture'}`}
          aria-describedby={describedBy}
          onClick={() => setOpen(true)}
        >
          {src ? 'Change' : 'Add picture'}
        </button>
        {src && !required ? (
          <button
            type="button"
            className={quietButtonClass}
            aria-label={`${label}: remove picture`}
            onClick={onRemove}
          >
            Remove
          </button>
        ) : null}
      </div>
      {help}
      {open ? (
        <ImageDialog
          label={label}
          value={value}
          onClose={() => setOpen(false)}
          onConfirm={(image) => {
            onChange(image);
            setOpen(false);
          }}
        />
      ) : null}
    </div>
  );
}

interface DialogProps {
  label: string;
  value: ImageValue | undefined;
  onClose: () => void;
  onConfirm: (image: ImageValue) => void;
}

function ImageDialog({ label, value, onClose, onConfirm }: DialogProps) {
  const id = useId();
  const picker = useRef<HTMLInputElement>(null);
  const [src, setSrc] = useState(value?.src);
  const [alt, setAlt] = useState(value?.alt ?? '');
  const [decorative, setDecorative] = useState(value?.decorative === true);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [focus, setFocus] = useState<Focus | undefined>(value?.focus);
  const [picking, setPicking] = useState(false);
  const altBox = useRef<HTMLTextAreaElement>(null);
  /** The picture was replaced: its old alt text described the old picture. */
  const [altAsked, setAltAsked] = useState(false);
  useEffect(() => {
    if (altAsked) altBox.current?.focus();
  }, [altAsked]);

  /**
   * Another picture in place of the one chosen: the focal point and the alt text belong to the
   * old one (an alt text left describing the wrong photo would go live), so both are emptied
   * and the alt text is asked for anew.
   */
  const replaceWith = (next: string) => {
    if (next !== src) {
      setFocus(undefined);
      if (src !== undefined && alt !== '') {
        setAlt('');
        setAltAsked(true);
      }
    }
    setSrc(next);
  };

  async function send(file: File | undefined) {
    if (!file) return;
    setBusy(true);
    setRefusal(null);
    try {
      replaceWith((await uploadImage(file)).src);
    } catch (error) {
      setRefusal(error instanceof ApiError ? error.message : `The upload failed: ${String(error)}`);
    } finally {
      setBusy(false);
    }
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void send(event.dataTransfer.files[0]);
  };

  const ready = src !== undefined && (decorative || alt.trim() !== '');
  const confirm = () => {
    if (!ready) return;
    const chosen = focus ? { focus: roundFocus(focus) } : {};
    onConfirm(
      decorative ? { src, decorative: true, ...chosen } : { src, alt: alt.trim(), ...chosen },
    );
  };

  return (
    <StudioDialog title={label} onClose={onClose} wide={src !== undefined}>
      <div className="mt-3 grid gap-3">
        <div
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={`grid place-items-center gap-2 rounded-md border-2 border-dashed p-4 text-center ${dragging ? 'border-brand-700 bg-brand-50' : 'border-slate-300'}`}
        >
          {src ? (
            <img
              src={originalUrl(src)}
              alt={decorative ? '' : alt}
              className="max-h-48 max-w-full rounded object-contain"
            />
          ) : null}
          <p className="text-xs text-muted">
            {src ?? 'No picture yet'}. Drop a JPEG, PNG, WebP, AVIF or SVG here (at most 20 MB), or:
          </p>
          <button
            type="button"
            className={quietButtonClass}
            disabled={busy}
            onClick={() => picker.current?.click()}
          >
            Upload image
          </button>
          <button
            type="button"
            className={quietButtonClass}
            disabled={busy}
            onClick={() => setPicking(true)}
          >
            Choose from library
          </button>
          <PictureFilePicker ref={picker} onFile={(file) => void send(file)} />
          <p role="status" className="text-xs">
            {busy ? 'Uploading…' : ''}
          </p>
          {refusal ? (
            <p role="alert" className="text-sm text-red-700">
              {refusal}
            </p>
          ) : null}
        </div>
        <div className="grid min-w-0 grid-cols-1 gap-1">
          <label htmlFor={`${id}-alt`} className="text-sm font-medium">
            Alt text
          </label>
          {altAsked && !decorative && alt === '' ? (
            <p id={`${id}-alt-asked`} role="alert" className="text-sm text-amber-800">
              A new picture: describe it here. The old alt text described the old picture, so it was
              removed.
            </p>
          ) : null}
          <textarea
            ref={altBox}
            id={`${id}-alt`}
            value={alt}
            rows={2}
            disabled={decorative}
            aria-describedby={altAsked ? `${id}-alt-asked ${id}-alt-help` : `${id}-alt-help`}
            onChange={(event) => setAlt(event.target.value)}
            className="w-full rounded-md px-2 py-1 text-sm ring-1 ring-slate-300 disabled:bg-slate-100"
          />
          <p id={`${id}-alt-help`} className="text-xs text-muted">
            What the picture shows, for people who cannot see it: not the file name, not
            &ldquo;photo&rdquo;.
          </p>
        </div>
        <label className="flex items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            role="switch"
            checked={decorative}
            onChange={(event) => setDecorative(event.target.checked)}
          />
          Decorative (no alt text)
        </label>
        {src ? <FocalPointPicker url={originalUrl(src)} focus={focus} onChange={setFocus} /> : null}
      </div>
      {picking ? (
        <LoadPart what="the media library" over>
          <MediaLibraryDialog
            onClose={() => setPicking(false)}
            onPick={(picked) => {
              setPicking(false);
              replaceWith(picked);
            }}
          />
        </LoadPart>
      ) : null}
      <DialogButtons onCancel={onClose}>
        <button type="button" className={buttonClass} disabled={!ready || busy} onClick={confirm}>
          Use this picture
        </button>
      </DialogButtons>
    </StudioDialog>
  );
}
