import type { Ref } from 'react';

/**
 * A field people never see or reach, which form-filling bots do fill in. It is not part of the
 * form's values, so it can never reach the e-mail; a filled one means the submit is sent nowhere
 * (the studio only counts the refusal, src/leads/spam-check.ts) and the visitor is thanked.
 */
export function Honeypot({ inputRef }: { inputRef: Ref<HTMLInputElement> }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
      <label>
        Leave this field empty
        <input ref={inputRef} type="text" name="url_homepage" tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  );
}
