import { countedLength, fitStart, TEXT_MAX } from '@campus/domain';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $restoreEditorState, mergeRegister } from '@lexical/utils';
import {
  $getRoot,
  $getSelection,
  $isRangeSelection,
  COMMAND_PRIORITY_HIGH,
  type LexicalEditor,
  PASTE_COMMAND,
  RootNode,
} from 'lexical';
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

/**
 * A paste that does not fit keeps what fits (as plain text, cut at the room left) and `onCut` says
 * so, rather than the cap refusing the whole paste.
 */
export function registerPasteFit(editor: LexicalEditor, onCut: () => void): () => void {
  return editor.registerCommand(
    PASTE_COMMAND,
    (event) => {
      const text = 'clipboardData' in event ? event.clipboardData?.getData('text/plain') : undefined;
      const selection = $getSelection();
      if (!text || !$isRangeSelection(selection)) return false;
      const room = TEXT_MAX - $countedLength() + countedLength(selection.getTextContent());
      if (countedLength(text) <= room) return false;
      event.preventDefault();
      const kept = fitStart(text.replace(/\r\n?/g, '\n'), Math.max(0, room));
      if (kept) selection.insertRawText(kept);
      queueMicrotask(onCut);
      return true;
    },
    COMMAND_PRIORITY_HIGH,
  );
}

/** The cap as a plugin of the composer's editor; `onCut` tells of a paste cut to fit. */
export function TextCapPlugin({ onBlocked, onCut }: { onBlocked: () => void; onCut: () => void }) {
  const [editor] = useLexicalComposerContext();
  const onBlockedRef = useRef(onBlocked);
  onBlockedRef.current = onBlocked;
  const onCutRef = useRef(onCut);
  onCutRef.current = onCut;
  useEffect(
    () =>
      mergeRegister(
        registerTextCap(editor, () => onBlockedRef.current()),
        registerPasteFit(editor, () => onCutRef.current()),
      ),
    [editor],
  );
  return null;
}
