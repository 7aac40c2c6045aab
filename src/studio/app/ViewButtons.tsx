import { ToolbarButton } from './ToolbarButton.tsx';

/**
 * The toolbar's choice between the form and the YAML of the open file. Neither shows pressed
 * while the choice cannot apply (no page or site settings open), though it is kept for the next.
 */
export function ViewButtons({
  formMode,
  formable,
  fileOpen,
  choose,
}: {
  formMode: boolean;
  formable: boolean;
  fileOpen: boolean;
  choose: (view: 'form' | 'yaml') => void;
}) {
  return (
    <div role="group" aria-label="View" className="flex gap-1">
      <ToolbarButton
        pressed={formMode && formable}
        disabled={!formable}
        onClick={() => choose('form')}
      >
        Form view
      </ToolbarButton>
      <ToolbarButton
        pressed={fileOpen && (!formMode || !formable)}
        disabled={!formable}
        onClick={() => choose('yaml')}
      >
        YAML view
      </ToolbarButton>
    </div>
  );
}
