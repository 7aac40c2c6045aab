/**
 * The project's forms as the renderer takes them, by id: each form file of the store's folder
 * that validates (a form with an error is left out, as the build refuses it). The studio's
 * previews show these rather than the forms the studio's app was built with, so a form saved in
 * a draft, or published since the team studio started, shows as it is now.
 */
import { buildContext, listProjectFiles } from '../../content/project.ts';
import { formIdFromFile } from '../../content/route-path.ts';
import { validateSource } from '../../content/validate.ts';

export function projectForms(root: string): Record<string, unknown> {
  const files = listProjectFiles(root);
  const context = buildContext(root, files);
  return Object.fromEntries(
    files.flatMap((file) => {
      if (file.kind !== 'form') return [];
      const result = validateSource(file.file, file.kind, file.bytes, context);
      const valid =
        result.data !== undefined && !result.problems.some((p) => p.severity === 'error');
      // As JSON: what the answer carries, and what the validator's data is made to equal.
      return valid ? [[formIdFromFile(file.file), JSON.parse(JSON.stringify(result.data))]] : [];
    }),
  );
}
