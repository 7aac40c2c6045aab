/**
 * A row of buttons or links from YAML (a hero's calls to action, a person's profile links): one
 * `ActionButton` each, keyed by label, and nothing at all when there are none.
 */
import type { Action } from '../actions/action-schema.ts';
import { ActionButton, type ButtonLook } from './ActionButton.tsx';
import { EditableText, type FieldPath } from './editable-text.tsx';
import { Icon } from './Icon.tsx';
import type { IconName } from './icons.ts';

export function ActionRow({
  actions,
  className,
  as: Row = 'div',
  look,
  buttonClassName,
  about,
  trailingIcon,
  path,
}: {
  actions: readonly Action[];
  className: string;
  /** A paragraph when the row is a line of inline links. */
  as?: 'div' | 'p';
  look?: ButtonLook;
  buttonClassName?: string;
  /** Said after each label to screen readers (whose links these are). */
  about?: string;
  /** Drawn after each label (an arrow that says the link leaves the site). */
  trailingIcon?: IconName;
  /** Where the actions are in the block (`['actions']`), for typing a label on the page. */
  path?: FieldPath;
}) {
  if (actions.length === 0) return null;
  return (
    <Row className={className}>
      {actions.map((action, index) => (
        <ActionButton
          key={action.label}
          action={action}
          look={look}
          className={buttonClassName}
          about={about}
        >
          {path ? (
            <>
              <EditableText path={[...path, index, 'label']} value={action.label} />
              {trailingIcon && <Icon name={trailingIcon} strokeWidth={2} className="size-4" />}
            </>
          ) : (
            trailingIcon && (
              <>
                {action.label}
                <Icon name={trailingIcon} strokeWidth={2} className="size-4" />
              </>
            )
          )}
        </ActionButton>
      ))}
    </Row>
  );
}
