/**
 * A whole form from its definition: fields, honeypot, submit with progress, outcome messages and
 * a draft kept while typing. Loaded lazily (react-hook-form, zod, the e-mail SDK and the lead
 * outbox live in this chunk), both by the modal host and by inline form blocks. Knows no form
 * by name. A send goes through the outbox (src/leads/): what fails for a reason a retry fixes
 * is kept on the device and sent later; the form then says so, and turns to its success
 * message if the kept send goes out while it is still shown.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { FormValues } from '../content/define-field-type.ts';
import type { FormDefinition } from '../content/form-schema.ts';
import { fillPlaceholders } from '../content/placeholders.ts';
import { failureHint } from '../email/delivery-result.ts';
import { throttleLeft } from '../email/send-form.ts';
import { leadOutbox, OUTBOX_SENT_EVENT, type OutboxSentDetail } from '../leads/outbox-runner.ts';
import { readEntry } from '../leads/outbox-store.ts';
import { newSubmissionId } from '../leads/submission-id.ts';
import { submitLead, type SubmitOutcome } from '../leads/submit-lead.ts';
import { thisVisitSource } from '../leads/visit-source.ts';
import { useLandmarkNaming } from '../render/landmark-names.tsx';
import { useSite } from '../render/site.ts';
import { Icon } from '../render/Icon.tsx';
import { clearDraft, readDraft, saveDraft } from './draft-storage.ts';
import { FieldWidget } from './FieldWidget.tsx';
import { focusFirstInvalid } from './focus-first-invalid.ts';
import { Highlights } from './Highlights.tsx';
import { Honeypot } from './Honeypot.tsx';
import { initialValues } from './initial-values.ts';
import type { FormOutcome } from './outcome.ts';
import { OutcomeMessage } from './OutcomeMessage.tsx';
import { schemaFromDefinition } from './schema-from-definition.ts';
import { startDownload } from './start-download.ts';

export interface FormPanelProps {
  definition: FormDefinition;
  prefill?: Record<string, string>;
  /** Id of the heading that names the form. */
  labelledBy?: string;
  /**
   * Given by a container that can close (a modal), with each outcome of a send and whether the
   * form asks to close (a success of an `afterSuccess: close` form). Returns true when the
   * container took the message over: it closed and shows it on the page, or it had already
   * been closed while the form was sending. Without it, or on false, the form shows it.
   */
  handOver?: (outcome: FormOutcome, close: boolean) => boolean;
}

interface KeptSubmission {
  id: string;
  fingerprint: string;
  values: FormValues;
}

/**
 * The submission of each form kept in the outbox after a failure, for as long as the page lives:
 * it outlasts the panel (a modal closed after the failure), so that sending the same values
 * again from a reopened form is the same submission, and a draft the outbox has since delivered
 * is not offered again.
 */
const keptByForm = new Map<string, KeptSubmission>();

/** Whether the outbox still holds the e-mail of a submission. */
function emailStillKept(id: string): boolean {
  try {
    return readEntry(window.localStorage, id)?.email !== undefined;
  } catch {
    return false;
  }
}

export default function FormPanel({ definition, prefill, labelledBy, handOver }: FormPanelProps) {
  const schema = useMemo(() => schemaFromDefinition(definition), [definition]);
  const landmark = useLandmarkNaming();
  const defaults = useMemo(
    () => initialValues(definition, undefined, prefill),
    [definition, prefill],
  );
  const {
    register,
    handleSubmit,
    reset,
    subscribe,
    formState: { errors },
  } = useForm<FormValues>({
    resolver: zodResolver(schema),
    defaultValues: defaults,
    // focusFirstInvalid does it, keeping the field's label in view.
    shouldFocusError: false,
  });
  const formElement = useRef<HTMLFormElement>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const sendingNow = useRef(false);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);
  const formId = definition.id;
  const { contact } = useSite();
  /** When the form was shown (performance.now()), and whether a draft filled it. */
  const shownAt = useRef(0);
  const fromDraft = useRef(false);

  // Storage is read after mount, never during render, so the prerendered HTML stays the same.
  useEffect(() => {
    shownAt.current = performance.now();
    const earlier = keptByForm.get(formId);
    if (earlier && !emailStillKept(earlier.id)) {
      // Delivered by the outbox while the form was closed: what was typed has been sent.
      keptByForm.delete(formId);
      clearDraft(formId);
    }
    const draft = readDraft(formId);
    fromDraft.current = draft !== undefined;
    if (draft) reset(initialValues(definition, draft, prefill), { keepDefaultValues: true });
  }, [formId, definition, prefill, reset]);

  useEffect(() => {
    // Only the visitor's own edits (they carry a field name) are saved; resets are not drafts.
    return subscribe({
      formState: { values: true },
      callback: ({ values, name }) => {
        if (name) saveDraft(formId, values);
      },
    });
  }, [formId, subscribe]);

  const show = (result: FormOutcome, close = false) => {
    if (!handOver?.(result, close)) setOutcome(result);
  };

  const succeed = (values: FormValues, sent: boolean) => {
    keptByForm.delete(formId);
    // A form that delivers a file the site has (downloadFrom) starts its download too.
    const file = sent && definition.downloadFrom && values[definition.downloadFrom];
    const downloaded = typeof file === 'string' && file ? startDownload(file) : undefined;
    clearDraft(formId);
    if (definition.afterSuccess !== 'keep') reset(defaults);
    show(
      {
        kind: 'success',
        message: fillPlaceholders(definition.messages.success, values),
        hint: downloaded && `Your download of ${downloaded} has started.`,
      },
      definition.afterSuccess === 'close',
    );
  };

  const fail = (values: FormValues, result: Extract<SubmitOutcome, { reason?: unknown }>) => {
    // Everything typed stays: in the fields, and in the draft should the modal be gone.
    show({
      kind: 'failure',
      message: fillPlaceholders(definition.messages.failure, values),
      // A kept request is sent by the outbox: advice to try again would say otherwise.
      hint: result.kind === 'refused' && result.reason ? failureHint(result.reason) : undefined,
      followUp: {
        state: result.kind === 'saved' ? 'saved' : 'refused',
        phone: contact.phone,
        phoneHref: contact.phoneHref,
        email: contact.email,
      },
    });
  };

  // A kept request the outbox delivered later, while the form is still shown: say it went.
  const onOutboxSent = useEffectEvent((event: Event) => {
    const { id, channel } = (event as CustomEvent<OutboxSentDetail>).detail;
    const sent = keptByForm.get(formId);
    if (channel === 'email' && sent && id === sent.id && !sendingNow.current) {
      succeed(sent.values, true);
    }
  });
  useEffect(() => {
    addEventListener(OUTBOX_SENT_EVENT, onOutboxSent);
    return () => removeEventListener(OUTBOX_SENT_EVENT, onOutboxSent);
  }, []);

  const onValid = async (values: FormValues) => {
    if (sendingNow.current) return;
    sendingNow.current = true;
    setSending(true);
    setOutcome(null);
    try {
      const fingerprint = JSON.stringify(values);
      const earlier = keptByForm.get(formId);
      const id = earlier?.fingerprint === fingerprint ? earlier.id : newSubmissionId();
      const result = await submitLead(
        {
          id,
          definition,
          values,
          honeypot: honeypot.current?.value ?? '',
          elapsedMs: performance.now() - shownAt.current,
          fromDraft: fromDraft.current,
        },
        {
          runner: leadOutbox(),
          env: import.meta.env,
          page: window.location.pathname,
          source: thisVisitSource(),
          now: Date.now(),
          throttleLeft: (id) => throttleLeft(id),
        },
      );
      if (result.kind === 'throttled') {
        show({
          kind: 'failure',
          message: fillPlaceholders(definition.messages.failure, values),
          hint: failureHint('rate-limited'),
        });
        return;
      }
      if (result.kind === 'saved' || result.kind === 'refused') {
        if (result.kind === 'saved') keptByForm.set(formId, { id, fingerprint, values });
        else keptByForm.delete(formId);
        fail(values, result);
        return;
      }
      // Spam is told it was sent, as a person would be: a bot learns nothing.
      succeed(values, result.kind === 'sent');
    } finally {
      sendingNow.current = false;
      setSending(false);
    }
  };

  return (
    <form
      noValidate
      aria-labelledby={landmark.labelledBy(labelledBy)}
      ref={formElement}
      onSubmit={(event) =>
        handleSubmit(onValid, (invalid) =>
          focusFirstInvalid(formElement.current, definition, invalid),
        )(event)
      }
      className="relative grid gap-5 sm:grid-cols-2"
    >
      {definition.highlights && <Highlights items={definition.highlights} />}
      {definition.fields.map((field) => (
        <FieldWidget
          key={field.name}
          field={field}
          register={register}
          error={errors[field.name]?.message}
        />
      ))}
      <Honeypot inputRef={honeypot} />
      {definition.note && (
        <p className="text-sm text-muted sm:col-span-2">
          {fillPlaceholders(definition.note, defaults)}
        </p>
      )}
      <OutcomeMessage outcome={outcome} regionClassName="empty:hidden sm:col-span-2" />
      <div className="sm:col-span-2">
        <button
          type="submit"
          aria-disabled={sending || undefined}
          className="inline-flex w-full items-center justify-center gap-2 rounded-lg bg-accent-500 px-5 py-3 text-base font-semibold text-navy-950 shadow-sm transition-colors hover:bg-accent-400 aria-disabled:cursor-progress aria-disabled:opacity-70"
        >
          {sending ? (
            <>
              <Icon
                name="loader-circle"
                strokeWidth={2}
                className="size-5 animate-spin motion-reduce:animate-none"
              />
              Sending…
            </>
          ) : (
            definition.submitLabel
          )}
        </button>
      </div>
    </form>
  );
}
