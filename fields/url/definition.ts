import { singleLineType } from '../single-line.ts';

export const url = singleLineType({
  type: 'url',
  description: 'A web address starting with http:// or https://.',
  formatProblem: (value) => {
    let protocol = '';
    try {
      protocol = new URL(value).protocol;
    } catch {
      // not a URL at all
    }
    return protocol === 'http:' || protocol === 'https:'
      ? undefined
      : 'Enter a full web address starting with https://';
  },
});
