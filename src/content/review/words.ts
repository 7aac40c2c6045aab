/** Small readings of text the review's rules share: labels, words and sentences. */

/** A label as a reader compares it: lower case, spaces collapsed, no arrows or end marks. */
export function normalLabel(label: string): string {
  return label
    .toLowerCase()
    .replace(/[→›»>.!…:]+\s*$/u, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The sentences of a text: ends at . ! ? (and …) before a space or the end, or a line break. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?…])["”’)]*\s+|\n+/u)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence !== '');
}

/** The words of a sentence: runs of non-spaces holding a letter or a digit. */
export function wordsOf(sentence: string): string[] {
  return sentence.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word));
}
