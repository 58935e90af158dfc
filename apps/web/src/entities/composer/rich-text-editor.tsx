import { TEXT_MAX } from '@campus/domain';
import { AutoFocusPlugin } from '@lexical/react/LexicalAutoFocusPlugin';
import { type InitialConfigType, LexicalComposer } from '@lexical/react/LexicalComposer';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { OnChangePlugin } from '@lexical/react/LexicalOnChangePlugin';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import type { EditorState, SerializedEditorState } from 'lexical';
import { useId } from 'react';
import { LengthCounter } from '../../components/listing-form/length-counter';
import styles from './composer.module.css';
import { TextCapPlugin } from './text-cap-plugin';

const theme = { paragraph: styles.paragraph };

export interface RichTextEditorProps {
  /** A new key mounts a fresh editor (after the draft is reset). */
  editorKey: number;
  /** The draft's saved text, read once per mount (coming back from the category page). */
  initialState: SerializedEditorState | null;
  /** The counted length shown as 'n / 500'. */
  length: number;
  label: string;
  placeholder: string;
  autoFocus?: boolean;
  onChange: (state: EditorState) => void;
  onTooLong: () => void;
  /** A paste was cut to fit. */
  onPasteCut: () => void;
}

/** The composer's Lexical editor: rich text, undo/redo, the 500 cap and its counter. */
export function RichTextEditor(props: RichTextEditorProps) {
  const { editorKey, initialState, length, label, placeholder, autoFocus, onChange, onTooLong, onPasteCut } =
    props;
  const counterId = useId();
  const initialConfig: InitialConfigType = {
    namespace: 'composer',
    theme,
    onError: (error) => {
      throw error;
    },
    // setEditorState refuses a state with no blocks; a draft that never had any starts fresh.
    editorState: initialState?.root.children.length ? JSON.stringify(initialState) : undefined,
  };
  return (
    <div>
      {/* A block (not flex) parent: Chrome misplaces focus around a contenteditable in a flexbox. */}
      <div className={styles.editor}>
        <LexicalComposer key={editorKey} initialConfig={initialConfig}>
          <RichTextPlugin
            contentEditable={
              <ContentEditable
                className={styles.editorInput}
                aria-label={label}
                aria-multiline
                aria-describedby={counterId}
                aria-placeholder={placeholder}
                placeholder={<div className={styles.placeholder}>{placeholder}</div>}
              />
            }
            ErrorBoundary={LexicalErrorBoundary}
          />
          <HistoryPlugin />
          <OnChangePlugin onChange={onChange} />
          <TextCapPlugin onBlocked={onTooLong} onCut={onPasteCut} />
          {autoFocus && <AutoFocusPlugin defaultSelection="rootEnd" />}
        </LexicalComposer>
      </div>
      <LengthCounter id={counterId} length={length} max={TEXT_MAX} />
    </div>
  );
}
