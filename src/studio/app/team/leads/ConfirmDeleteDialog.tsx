/**
 * The confirmation before leads are deleted: what goes, that it cannot be undone, and what the
 * audit log keeps. Escape or Cancel changes nothing; the focus goes back to the button that
 * opened it (StudioDialog).
 */
import type { ReactNode } from 'react';
import { StudioDialog } from '../../StudioDialog.tsx';

export function ConfirmDeleteDialog({
  title,
  confirm,
  busy,
  error,
  onConfirm,
  onClose,
  children,
  many = false,
}: {
  title: string;
  /** More than one lead goes: the words say "they". */
  many?: boolean;
  /** The button's words: "Delete the lead". */
  confirm: string;
  busy: boolean;
  error: string;
  onConfirm: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <StudioDialog
      title={title}
      onClose={onClose}
      error={error}
      action={{ label: confirm, running: busy && 'Deleting…', onClick: onConfirm, danger: true }}
    >
      {children}
      <p className="mt-2 text-sm text-muted">
        {many
          ? 'They are deleted from the studio’s database at once and cannot be brought back. The audit log keeps that you deleted them and how many, not what they held.'
          : 'It is deleted from the studio’s database at once and cannot be brought back. The audit log keeps that you deleted it, not what it held.'}
      </p>
    </StudioDialog>
  );
}
