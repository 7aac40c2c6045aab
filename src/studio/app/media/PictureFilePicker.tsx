/**
 * The hidden file input behind an Upload or Replace button: the button opens it through `ref`
 * (`ref.current.click()`); the chosen file is handed on, and the input emptied so that choosing
 * the same file again (after a refusal, say) still counts as a choice.
 */
import type { Ref } from 'react';

/** What the server takes (src/media/upload.ts checks the content; this only guides the picker). */
const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif,image/svg+xml';

export function PictureFilePicker({
  ref,
  onFile,
}: {
  ref: Ref<HTMLInputElement>;
  onFile: (file: File) => void;
}) {
  return (
    <input
      ref={ref}
      type="file"
      accept={ACCEPT}
      tabIndex={-1}
      aria-hidden="true"
      className="hidden"
      onChange={(event) => {
        const file = event.target.files?.[0];
        event.target.value = '';
        if (file) onFile(file);
      }}
    />
  );
}
