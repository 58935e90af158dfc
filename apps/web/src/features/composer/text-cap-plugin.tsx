import { countedLength, TEXT_MAX } from '@campus/domain';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $restoreEditorState } from '@lexical/utils';
import { $getRoot, type LexicalEditor, RootNode } from 'lexical';
import { useEffect, useRef } from 'react';

/**
 * The counted length of the active editor state, as the server counts it on the saved JSON
 * (plainTextOf + countedLength): blocks joined by a line break, every line break counting 2.
 */
export function $countedLength(): number {
  const blocks = $getRoot()
    .getChildren()
    .map((block) => block.getTextContent());
  return countedLength(blocks.join('\n'));
}

/**
 * Blocks any edit that would take the text past TEXT_MAX (typing, pasting, a new line): a root
 * transform runs inside the update, before anything is drawn, and puts the previous state back;
 * edits that shorten an over-long text are let through. `onBlocked` shows the alert (with its cooldown).
 */
export function registerTextCap(editor: LexicalEditor, onBlocked: () => void): () => void {
  return editor.registerNodeTransform(RootNode, () => {
    const length = $countedLength();
    if (length <= TEXT_MAX) return;
    const previous = editor.getEditorState();
    if (length <= previous.read($countedLength)) return;
    $restoreEditorState(editor, previous);
    queueMicrotask(onBlocked);
  });
}

/** The cap as a plugin of the composer's editor. */
export function TextCapPlugin({ onBlocked }: { onBlocked: () => void }) {
  const [editor] = useLexicalComposerContext();
  const onBlockedRef = useRef(onBlocked);
  onBlockedRef.current = onBlocked;
  useEffect(() => registerTextCap(editor, () => onBlockedRef.current()), [editor]);
  return null;
}
