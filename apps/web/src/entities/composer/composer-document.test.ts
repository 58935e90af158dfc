import { lexicalDocumentSchema, plainTextOf, TEXT_MAX } from '@campus/domain';
import {
  $createLineBreakNode,
  $createParagraphNode,
  $createTabNode,
  $createTextNode,
  $getRoot,
  createEditor,
} from 'lexical';
import { describe, expect, it } from 'vitest';

/** A real editor's saved state (what the composer sends) after `build` runs in an update. */
function savedState(build: () => void) {
  const editor = createEditor({
    namespace: 'test',
    onError: (e) => {
      throw e;
    },
  });
  editor.update(build, { discrete: true });
  return editor.getEditorState().toJSON();
}

describe('the server accepts every document the composer can make', () => {
  it('formats, tabs, line breaks and empty paragraphs, unchanged', () => {
    const state = savedState(() => {
      const first = $createParagraphNode().append(
        $createTextNode('Desk ').toggleFormat('bold'),
        $createTabNode(),
        $createLineBreakNode(),
        $createTextNode('lamp').toggleFormat('italic').setStyle('color: red'),
      );
      $getRoot().clear().append(first, $createParagraphNode());
    });
    const parsed = lexicalDocumentSchema.parse(state);
    expect(parsed).toEqual(state);
    expect(plainTextOf(parsed)).toBe('Desk \t\nlamp\n');
  });

  it('the most nodes a 500-character text can have (each character its own format)', () => {
    const state = savedState(() => {
      const p = $createParagraphNode();
      for (let i = 0; i < TEXT_MAX; i++)
        p.append($createTextNode('x').toggleFormat(i % 2 ? 'bold' : 'italic'));
      $getRoot().clear().append(p);
    });
    expect(lexicalDocumentSchema.safeParse(state).success).toBe(true);
  });

  it('the most blocks: 251 empty paragraphs', () => {
    const state = savedState(() => {
      $getRoot()
        .clear()
        .append(...Array.from({ length: 251 }, () => $createParagraphNode()));
    });
    expect(lexicalDocumentSchema.safeParse(state).success).toBe(true);
  });
});
