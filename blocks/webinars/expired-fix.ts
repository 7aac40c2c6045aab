/**
 * A past upcoming webinar, fixed: moved to the recorded list (the first group all of whose
 * webinars are recorded, or a new "Recorded Webinars" group) as a recording, with the length and
 * views only its organiser knows, and a button that asks for the recording in place of the
 * registration. Where it was (the featured slot, or an upcoming group, left out when emptied) no
 * longer offers it.
 */
import { isMap, isSeq, Scalar, type YAMLMap, type YAMLSeq } from 'yaml';
import type { ExpiredItemFix } from '../../src/content/expired-fix.ts';

const DURATION = /^\d{1,2}:\d{2}(:\d{2})?$/;

export const pastWebinarFix: ExpiredItemFix = {
  label: 'Move it to the recorded webinars',
  questions: [
    {
      name: 'duration',
      label: 'Length of the recording',
      help: 'Minutes and seconds, such as 52:10 (or 1:05:30 for over an hour)',
      inputMode: 'text',
      check: (value) =>
        DURATION.test(value.trim()) ? null : 'write the length as minutes:seconds, such as 52:10',
    },
    {
      name: 'views',
      label: 'Views so far',
      help: 'A whole number, such as 1200 (0 if nobody has watched it yet)',
      inputMode: 'numeric',
      check: (value) =>
        /^\d{1,9}$/.test(value.trim()) ? null : 'write the number of views, such as 1200',
    },
  ],
  apply(document, block, itemPath, answers) {
    const item = block.getIn(itemPath, true);
    if (!isMap(item)) throw new Error('the webinar is not where its problem says');
    const recording = item.clone() as YAMLMap;
    const title = String(recording.get('title'));
    recording.set('status', 'recorded');
    recording.delete('time');
    // Quoted as the page writes it: to YAML 1.1 readers an unquoted 58:12 is a number.
    const duration = new Scalar(answers.duration!.trim());
    duration.type = Scalar.QUOTE_DOUBLE;
    recording.set('duration', duration);
    recording.set('views', Number(answers.views));
    const action = document.createNode({
      label: 'Watch Recording',
      modal: 'resource-request',
      prefill: { item: title, kind: 'webinar recording' },
    }) as YAMLMap;
    // On one line, as the page's other recordings have it.
    (action.getIn(['prefill'], true) as YAMLMap).flow = true;
    recording.set('action', action);
    removeItem(block, itemPath);
    const groups = block.getIn(['groups'], true) as YAMLSeq<YAMLMap>;
    const recorded = groups.items.find((group) => {
      const items = group.get('items', true);
      return (
        isSeq(items) &&
        items.items.length > 0 &&
        items.items.every((one) => isMap(one) && one.get('status') === 'recorded')
      );
    });
    if (recorded) {
      // The latest recording first, as the list runs.
      (recorded.getIn(['items'], true) as YAMLSeq).items.unshift(recording);
    } else {
      const group = document.createNode({ title: 'Recorded Webinars', items: [] }) as YAMLMap;
      (group.getIn(['items'], true) as YAMLSeq).items.push(recording);
      groups.items.push(group);
    }
  },
};

/** Takes the item out of its place; a group left without webinars goes too (a group needs one). */
function removeItem(block: YAMLMap, itemPath: readonly (string | number)[]) {
  if (itemPath.length === 1) {
    block.delete(itemPath[0]);
    return;
  }
  const list = block.getIn(itemPath.slice(0, -1), true) as YAMLSeq;
  list.delete(itemPath.at(-1));
  if (list.items.length === 0 && itemPath.length >= 3) {
    const groups = block.getIn(itemPath.slice(0, -3), true) as YAMLSeq;
    groups.delete(itemPath.at(-3));
  }
}
