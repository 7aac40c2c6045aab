/**
 * The problem catalogue's entries (errors.ts) for the validator's own checks: the YAML, the
 * schemas, the files and links across the project, the pictures; every problem but the content
 * review's (review/catalogue.ts). Apart from the catalogue so that a definition that reports a
 * problem by its code (an action kind, define-action.ts) can name these codes without importing
 * the content review, which reads the definitions of the blocks and actions.
 */
import { MAX_ALIAS_EXPANSIONS, MAX_FILE_CHARACTERS, MAX_NESTING_DEPTH } from './text-limits.ts';
import { ALT_LIMIT } from '../media/alt-text.ts';
import { MAX_INPUT_PIXELS, MAX_UPLOAD_BYTES } from '../media/image-facts.ts';
import { count } from './count.ts';

export interface ProblemEntry {
  title: string;
  severity: 'error' | 'warning';
  /** What happened, in words for someone who writes YAML. */
  what: string;
  /** What to do about it. */
  fix: string;
}

function entry(title: string, what: string, fix: string, severity: 'error' | 'warning' = 'error') {
  return { title, what, fix, severity } satisfies ProblemEntry;
}

export const checkCatalogue = {
  'yaml-syntax': entry(
    'YAML syntax error',
    'The file is not valid YAML, so nothing else in it could be checked.',
    'Look at the line and column: usually a missing space after a colon, a tab instead of spaces, uneven indentation or an unclosed quote. Put text that contains ": " or starts with a special character (@ ` | > * & ! % #) in quotes.',
  ),
  // What a file's text must be before its fields can be checked (parsed-yaml.ts, text-limits.ts).
  'file-too-large': entry(
    'File over the size limit',
    `The file has more than ${count(MAX_FILE_CHARACTERS)} characters (${MAX_FILE_CHARACTERS / 1024} KB), about thirty times the largest page; it was not read, so that a runaway file cannot stall the build.`,
    'Split the content over several pages, or remove what was pasted in by mistake. The error points at the line where the limit is passed.',
  ),
  'too-deep': entry(
    'Nesting over the depth limit',
    `Lists and maps nest more than ${MAX_NESTING_DEPTH} levels deep at this point (real pages need about six), so the file was not read further.`,
    'Check the indentation around the line: a stray space or an unclosed `[` or `{` opens a new level on every following line.',
  ),
  'too-many-aliases': entry(
    'Aliases over the expansion limit',
    `The aliases (\`*name\`) of the file expand to more than ${MAX_ALIAS_EXPANSIONS} copies of their anchors (\`&name\`), the pattern of the "billion laughs" attack.`,
    'Write the repeated values out, or use fewer aliases of aliases.',
  ),
  'bad-alias': entry(
    'Alias without its anchor',
    'An alias (`*name`) names no anchor (`&name`) set before it, or the collection it sits in (a loop).',
    'Set `&name` on the value to repeat before the first `*name`, fix the spelling, or write the value out. A text that starts with `*` must be in quotes.',
  ),
  'duplicate-key': entry(
    'Key set twice',
    'A map sets the same key twice; YAML would silently keep the last value and lose the first.',
    'Keep one of the two (the error names the line of the first), or rename one if both are meant.',
  ),
  'multiple-documents': entry(
    'Several documents in one file',
    'A line `---` (or `...`) starts a second YAML document; a page or form file is one document.',
    'Delete the `---` line, or move what follows it into its own file.',
  ),
  'unknown-tag': entry(
    'Tag not supported',
    'A value carries a tag (`!name` or `!!binary`) that content files do not use.',
    'Remove the tag. Put the value in quotes if it starts with `!` and is meant as text.',
  ),
  'bad-encoding': entry(
    'Not UTF-8 text',
    'The file has bytes that are not UTF-8 from the position given on: it was saved in another encoding (Windows-1252, Latin-1) or is not a text file.',
    'Save the file as UTF-8 in your editor (often "Save with encoding" or "Reopen with encoding") and check the characters at that position.',
  ),
  'empty-file': entry(
    'Empty file',
    'The file has no content (or only comments), so it has none of the required fields.',
    'Fill it in (`npm run new:page -- /route` writes a starting page) or delete the file.',
  ),
  'validator-failure': entry(
    'The validator failed',
    'Checking this file raised an unexpected error inside the validator. This is a bug of the validator, not of the file.',
    'Report it with the file attached; meanwhile look near the last change made to the file.',
  ),
  'missing-field': entry(
    'Required field missing',
    'A field this block, form or page must have is not there.',
    'Add the field named in the error at that place. docs/blocks.md lists the required fields of every block.',
  ),
  'unknown-field': entry(
    'Unknown field',
    'A field name is not one this block, form or page knows; it is probably misspelt or indented under the wrong parent.',
    'Use the suggested name, or check the field list in docs/blocks.md. Field names are case-sensitive.',
  ),
  'bad-type': entry(
    'Wrong kind of value',
    'A field holds the wrong kind of value: text where a number is expected, a single value where a list is expected, and so on.',
    'Write the value in the expected form. Numbers have no units or symbols (`497`, not `"497/mo"`); a list has one `- ` item per line; yes/no fields take `true` or `false`.',
  ),
  'bad-value': entry(
    'Value not allowed',
    'The field only accepts a fixed set of values and this is not one of them.',
    'Use one of the values listed in the error (the suggestion is the closest one).',
  ),
  'bad-format': entry(
    'Badly formed value',
    'The text does not have the form the field needs (an e-mail address, a web address, a kebab-case id…).',
    'Rewrite the value in the form given in the error.',
  ),
  'bad-size': entry(
    'Too short, too long, too few or too many',
    'A text is empty or too long, or a list has too few or too many items.',
    'Fill in the empty text, shorten it, or add or remove list items as the error says.',
  ),
  'unknown-block-type': entry(
    'Unknown block type',
    'A block in `blocks:` has a `type` that no block in blocks/ registers.',
    'Use one of the known types listed in the error (docs/blocks.md shows each with an example). A new kind of block is created with `npm run new:block -- <name>`.',
  ),
  'missing-block-type': entry(
    'Block without a type',
    'An item of `blocks:` has no `type:` line, so there is no way to tell which block it is.',
    'Add `type: <block>` as the first line of the block; the error lists the known types.',
  ),
  'unknown-icon': entry(
    'Unknown icon',
    'The icon name is not in the curated set of icons the site ships.',
    'Use the suggested name or one listed in docs/blocks.md. A developer adds a lucide icon by its name to src/content/icon-names.ts and its component to src/render/icons.ts.',
  ),
  'bad-action': entry(
    'Button without exactly one action',
    'Every button or link needs exactly one of `to`, `href`, `modal`, `scrollTo` or `download`; this one has none or several (or `prefill`/`scrollTop` without `modal`).',
    'Keep exactly one action: `to: /pricing` for a page of this site, `href: https://…` for another site, `modal: <form id>` to open a form, `scrollTo: <section id>` to scroll, `download: <name>` for a file.',
  ),
  'bad-href': entry(
    'Link with an unsafe or missing scheme',
    'An `href` must be a full http, https, mailto or tel link.',
    'For a page of this site use `to: /route` instead of `href`. Otherwise write the full link: `https://example.com`, `mailto:info@example.com`, `tel:+15551234567`.',
  ),
  'unknown-route': entry(
    'Link to a page that does not exist',
    'A `to:` names a route that no file in pages/ provides.',
    'Fix the route (the suggestion is the closest existing one) or create the page: `npm run new:page -- /the-route`.',
  ),
  'old-address': entry(
    'Link to an old address',
    'A `to:` names an address that `redirects:` in `pages/_site.yaml` sends on to another page: visitors would take a detour, and be lost if the redirect goes.',
    'Link to the page the redirect leads to (the error names it). The studio does this itself when it moves a page.',
  ),
  'redirect-over-page': entry(
    'Redirect from an address a page has',
    "A redirect's `from:` in `pages/_site.yaml` is the route of a page: visitors would never reach that page.",
    'Remove the redirect if the page is back at its old address (Change address removes it itself), or delete the page if the address should lead on.',
  ),
  'duplicate-redirect': entry(
    'Address redirected twice',
    'Two redirects in `pages/_site.yaml` have the same `from:`: an old address can lead to one page only.',
    'Keep the redirect to the page visitors should reach now and remove the other.',
  ),
  'unknown-form': entry(
    'Modal names no form',
    'A `modal:` names a form id that has no file in forms/.',
    'Use the id of an existing form (its file name without .yaml) or add the form file.',
  ),
  'unknown-download': entry(
    'Download no block declares',
    "A `download:` names a download that no block of any page declares (a block that owns a download names it in its data, e.g. the curriculum block's `download: name:`).",
    'Use the name of a declared download (the error lists them) or declare it in the block whose data the file is built from.',
  ),
  'duplicate-download': entry(
    'Download name declared twice',
    'Two blocks declare a download with the same `name:`, so a `download:` button could not tell which file to build.',
    'Give each declared download its own name.',
  ),
  'missing-file': entry(
    'File not found',
    'A picture or file path does not match any file: `media/…` names an original in media/ at the project root, `/…` a file under public/.',
    'Fix the path (the message suggests a near name; names are case-sensitive), or put the file there: upload a photo in the studio, or copy it into media/.',
  ),
  // Pictures (src/media/): the alt text, checked by the schema, and the file, checked after it.
  'missing-alt': entry(
    'Picture without alt text',
    'A picture has no `alt` text and is not marked `decorative: true`, so a screen reader would say nothing, or the file name, for it.',
    'Say in `alt` what the picture shows, as you would to someone on the phone ("Two roofers laying shingles on a ranch house"). If it only decorates, write `decorative: true` instead.',
  ),
  'alt-and-decorative': entry(
    'Picture both decorative and described',
    'A picture has `alt` text and `decorative: true`; a decorative picture is hidden from screen readers, so its alt text would never be read.',
    'Keep `alt` if the picture says something the text does not; else keep `decorative: true`.',
  ),
  'alt-is-file-name': entry(
    "Alt text is the file's name",
    "The alt text repeats the picture's file name, which tells a screen-reader user nothing.",
    'Say what the picture shows.',
  ),
  'meaningless-alt': entry(
    'Alt text that says nothing',
    'The alt text is only a word like "image" or "photo"; a screen reader already says that there is a picture.',
    'Say what the picture shows, or mark it `decorative: true` if it only decorates.',
  ),
  'long-alt': entry(
    'Alt text over the length limit',
    `The alt text is over ${ALT_LIMIT} characters; screen readers read it in one go, without a way to skip back.`,
    "Keep the alt text to what the picture shows; put the rest in the page's text.",
  ),
  'image-unreadable': entry(
    'Picture that does not decode',
    'The file could not be decoded to its end: it is cut short (an upload that stopped) or damaged.',
    'Export or upload the picture again.',
  ),
  'image-too-many-pixels': entry(
    'Picture over the pixel limit',
    `The file claims more than ${MAX_INPUT_PIXELS / 1e6} megapixels. Decoding it would take gigabytes of memory (a "pixel bomb"), so it is not read.`,
    'Resize the picture to at most 4000 pixels wide before adding it.',
  ),
  'image-type-mismatch': entry(
    'Picture whose content does not match its name',
    'The file holds one type of picture (say PNG) but its name ends in the extension of another (say .jpg); browsers and tools trust the name.',
    'Rename the file to the extension the message names, or export it again in the type its name says.',
  ),
  'image-wrong-type': entry(
    'File that is not a picture we take',
    'The file is not a JPEG, PNG, WebP, AVIF or SVG picture (HEIC, GIF, TIFF and other files are not taken).',
    'Export the picture as JPEG (photos) or PNG (screenshots, pictures with transparency).',
  ),
  'image-too-narrow': entry(
    'Picture narrower than its place',
    'The picture is narrower than twice the width its block shows it at, so it looks soft on phones and high-density screens.',
    'Use a larger original (the message says how wide); the build makes the smaller sizes.',
    'warning',
  ),
  'upload-too-large': entry(
    'Upload over the size limit',
    `The uploaded file is over ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`,
    'Export the picture at most 4000 pixels wide (a JPEG at quality 85 is then 2–4 MB).',
  ),
  'duplicate-route': entry(
    'Two files for one route',
    'Two page files give the same route (for example `pages/a.yaml` and `pages/a/index.yaml`).',
    'Delete or rename one of them.',
  ),
  'duplicate-section-id': entry(
    'Section id used twice',
    'Two blocks of one page have the same `id:`, so a scroll target would be ambiguous.',
    'Give each section of the page its own id.',
  ),
  'duplicate-field-name': entry(
    'Form field name used twice',
    'Two fields of one form have the same `name:`; the second would overwrite the first in the e-mail.',
    'Give each field of the form its own name.',
  ),
  'bad-select-default': entry(
    'Select default is not an option',
    "A select field's `default:` is not the value of any of its options.",
    'Use one of the option values listed in the error, or remove `default:`.',
  ),
  'select-without-options': entry(
    'Select without options',
    'A field of type select has no `options:`.',
    'Add `options:` with one `- value: …` / `label: …` pair per choice.',
  ),
  'option-of-other-type': entry(
    'Key of another field type',
    'A field holds a key that only other field types use (for example `rows:` on a text field, `step:` on a date).',
    'Remove the key, or change `type:` to one the error names. docs/forms.md lists the keys of each type.',
  ),
  'bad-field-default': entry(
    'Default does not fit the field',
    "A field's `default:` is not a value its type holds (a checkbox takes true or false, a number a number, a date YYYY-MM-DD) or lies outside the field's `min`/`max`/`step`.",
    'Write a default of the kind the error names, or remove `default:`.',
  ),
  'bad-field-option': entry(
    'Field settings contradict each other',
    'Settings of one field cannot hold together, e.g. a number field whose `max` is below its `min`.',
    'Correct the setting the error names.',
  ),
  'form-id-mismatch': entry(
    'Form id differs from its file name',
    "A form's `id:` must equal its file name, because `modal:` actions find forms by file name.",
    'Make the id and the file name the same.',
  ),
  'invalid-value': entry(
    'Value rejected by a rule',
    'The value breaks a rule of its block (the error says which).',
    "Change the value as the error says; the block's README describes its rules.",
  ),
  'orphan-route': entry(
    'Page nothing links to',
    'No page, menu or footer links to this route, so visitors can only reach it by typing its address (or an old address that a redirect sends on: that is no way through the site).',
    'Link to it from a menu in pages/_site.yaml or a button on another page (`to: /route`), or delete the page if it is not needed.',
    'warning',
  ),
  // Content that names its item and never goes stale (resource requests, dated items).
  'unknown-placeholder': entry(
    'Placeholder names no field',
    'A `{name}` placeholder in a form text (title, intro, note, e-mail subject, messages) does not name a field of the form, so it would stay empty.',
    'Use the name of one of the fields listed in the error, or add that field (usually `type: hidden`, filled by the button with `prefill:`).',
  ),
  'bad-download-field': entry(
    'Download field is not a hidden field',
    "A form's `downloadFrom:` must name one of its `type: hidden` fields: the file to download comes from the button's `prefill:`, never from what a visitor types.",
    'Add the hidden field (e.g. `- { name: file, label: File, type: hidden }`) or fix the name.',
  ),
  'stale-date': entry(
    'Dated item in the past',
    'An item marked as coming up (an upcoming webinar) has a date before the build date. The build leaves it off the page, so visitors never see a past event offered.',
    'Move it to the recorded list with its recording (status: recorded, duration, views), give it a new date, or delete it.',
    'warning',
  ),
} satisfies Record<string, ProblemEntry>;

/** The code of a problem of the validator's own checks (every code but the review's). */
export type CheckCode = keyof typeof checkCatalogue;
