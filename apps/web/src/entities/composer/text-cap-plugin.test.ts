import { countedLength, plainTextOf, TEXT_MAX } from '@campus/domain';
import {
  $createLineBreakNode,
  $createParagraphNode,
  $createTextNode,
  $getRoot,
  createEditor,
  type LexicalEditor,
  PASTE_COMMAND,
} from 'lexical';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $countedLength, registerPasteFit, registerTextCap } from './text-cap-plugin';

let dispose = () => {};
afterEach(() => dispose());

function capped(): { editor: LexicalEditor; onBlocked: () => void } {
  const editor = createEditor({
    namespace: 'test',
    onError: (e) => {
      throw e;
    },
  });
  const onBlocked = vi.fn();
  dispose = registerTextCap(editor, onBlocked);
  return { editor, onBlocked };
}

/** Replaces the document with paragraphs (a '\n' inside one becomes a line break node). */
function write(editor: LexicalEditor, ...paragraphs: string[]) {
  editor.update(
    () => {
      const root = $getRoot().clear();
      for (const text of paragraphs) {
        const p = $createParagraphNode();
        text.split('\n').forEach((part, i) => {
          if (i > 0) p.append($createLineBreakNode());
          if (part) p.append($createTextNode(part));
        });
        root.append(p);
      }
    },
    { discrete: true },
  );
}

const length = (editor: LexicalEditor) => editor.getEditorState().read($countedLength);
const serverLength = (editor: LexicalEditor) => countedLength(plainTextOf(editor.getEditorState().toJSON()));

describe('the 500 cap in the editor', () => {
  it.each([[['hello']], [['one', 'two', 'three']], [['a\nb', '', 'c']]])(
    'counts %j as the server does on the saved JSON',
    (paragraphs) => {
      const { editor } = capped();
      write(editor, ...paragraphs);
      expect(length(editor)).toBe(serverLength(editor));
    },
  );

  it('lets the text reach exactly 500', async () => {
    const { editor, onBlocked } = capped();
    write(editor, 'a'.repeat(TEXT_MAX - 3), 'b');
    expect(length(editor)).toBe(TEXT_MAX);
    await Promise.resolve();
    expect(onBlocked).not.toHaveBeenCalled();
  });

  it('rejects an edit past 500 (a new block counts 2) and reports it', async () => {
    const { editor, onBlocked } = capped();
    write(editor, 'a'.repeat(TEXT_MAX - 1));
    write(editor, 'a'.repeat(TEXT_MAX - 1), '');
    expect(length(editor)).toBe(TEXT_MAX - 1);
    expect(editor.getEditorState().read(() => $getRoot().getChildrenSize())).toBe(1);
    await Promise.resolve();
    expect(onBlocked).toHaveBeenCalledTimes(1);
  });

  it('rejects a long paste whole', () => {
    const { editor } = capped();
    write(editor, 'hello');
    write(editor, `hello${'x'.repeat(TEXT_MAX)}`);
    expect(editor.getEditorState().read(() => $getRoot().getTextContent())).toBe('hello');
  });
});

describe('a paste that does not fit', () => {
  it('keeps what fits and tells', () => {
    const { editor } = capped();
    const onCut = vi.fn();
    const stop = registerPasteFit(editor, onCut);
    write(editor, 'x'.repeat(400));
    editor.update(() => $getRoot().selectEnd(), { discrete: true });
    const preventDefault = vi.fn();
    const paste = {
      clipboardData: { getData: () => 'y'.repeat(600) },
      preventDefault,
    } as unknown as ClipboardEvent;
    editor.update(() => editor.dispatchCommand(PASTE_COMMAND, paste), { discrete: true });
    stop();
    expect(preventDefault).toHaveBeenCalled();
    expect(length(editor)).toBe(TEXT_MAX);
    expect(serverLength(editor)).toBe(TEXT_MAX);
    return vi.waitFor(() => expect(onCut).toHaveBeenCalledOnce());
  });
});
