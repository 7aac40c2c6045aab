/**
 * A walk's answer for a document, remembered while the document lives: the build asks the same
 * validated page for its pictures and its dated items two or three times (its checks, its list
 * of pictures to make, the page the browser gets), and for its buttons twice (its checks, its
 * digest). The answer is the same for the same document and arguments, since nothing changes a
 * document once parsed; it is frozen, as every caller shares it.
 */
export function perDocument<Args extends unknown[], Item>(
  walk: (data: unknown, ...args: Args) => Item[],
): (data: unknown, ...args: Args) => readonly Item[] {
  const remembered = new WeakMap<object, { args: Args; answer: readonly Item[] }[]>();
  return (data, ...args) => {
    if (typeof data !== 'object' || data === null) return Object.freeze(walk(data, ...args));
    let answers = remembered.get(data);
    if (!answers) remembered.set(data, (answers = []));
    const known = answers.find((entry) => entry.args.every((arg, index) => arg === args[index]));
    if (known) return known.answer;
    const answer = Object.freeze(walk(data, ...args));
    answers.push({ args, answer });
    return answer;
  };
}
