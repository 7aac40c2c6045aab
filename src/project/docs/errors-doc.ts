/** docs/errors.md: the problem catalogue as a reference, one entry per stable code. */
import { problemCatalogue, problemCodes } from '../../content/errors.ts';
import { GENERATED_NOTE } from './markdown.ts';

export function errorsDoc(): string {
  return [
    '# Problems the validator reports',
    GENERATED_NOTE,
    'Every problem is printed as one line: `file:line:column field.path: message [code]`. The line and column point at the value to fix. Lines marked `warning:` do not stop the build. Look up the code below.',
    ...problemCodes.map((code) => {
      const entry = problemCatalogue[code];
      return [
        `## ${code}`,
        `**${entry.title}**${entry.severity === 'warning' ? ' (warning)' : ''}`,
        `What happened: ${entry.what}`,
        `What to do: ${entry.fix}`,
      ].join('\n\n');
    }),
    '',
  ].join('\n\n');
}
