/**
 * A check of one text, remembered by the text: a site repeats its texts from page to page (a
 * button's label, a block's heading, a whole block shared by many pages), and the review's
 * regular expressions over each copy were a sixth of a large site's validation. The answer
 * depends on the text alone, so the remembered one is the one the check would give.
 */

/** Past this many texts a check forgets what it holds: a site of unlike texts stays bounded. */
const MAX_TEXTS = 20_000;

export function byText<T>(check: (text: string) => T): (text: string) => T {
  const answers = new Map<string, T>();
  return (text) => {
    if (answers.has(text)) return answers.get(text)!;
    const answer = check(text);
    if (answers.size >= MAX_TEXTS) answers.clear();
    answers.set(text, answer);
    return answer;
  };
}
