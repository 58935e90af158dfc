// A composer's draft in a small external store (read with useSyncExternalStore). The post composer
// uses one module-level store, `postDraftStore`, shared by the modal, the mobile page and the mobile
// category page (/create/categories), so the draft and its running uploads survive moving between
// those routes and closing the modal. Once told where (persistTo: per campus and per member), it also
// keeps a copy in localStorage, so a reload brings back the text, category, price, the files already
// uploaded (by upload id; a file still uploading cannot be stored) and the draft's client key (never
// one the server answered already: lib/submission-keys.ts; another tab's answer clears or re-keys it).
// Comment composers each create their own store.
import type { CategoryValue, ListingCondition } from '@campus/domain';
import type { SerializedEditorState } from 'lexical';
import { newClientKey } from '../../lib/client-key';
import { type Answered, fingerprintOf, submissionKeys } from '../../lib/submission-keys';
import { type UploadedFile, uploadFile } from '../../lib/upload-file';
import { type BookDraft, emptyBookDraft, isBookDraftEmpty } from './book-draft';
import { fileKind } from './draft-rules';
import { postBodyOf } from './post-body';

export interface DraftFile {
  key: string;
  name: string;
  kind: 'image' | 'video';
  /** An object URL for the thumbnail; revoked when the file leaves the draft. */
  previewUrl: string;
  /** Whole percent sent, 0–100. */
  progress: number;
  status: 'uploading' | 'done';
  uploadId: string | null;
  /** The author's description of a photo for screen readers ('' for none). */
  alt: string;
  /** What a reloaded draft shows for the file: the upload's blurred placeholder ('' for none). */
  savedPreview: string;
}

/** What localStorage keeps of a draft: uploaded files only, shown by their blurred placeholder. */
interface SavedDraft {
  text: SerializedEditorState | null;
  textLength: number;
  hasText: boolean;
  category: CategoryValue | null;
  price: string;
  condition?: ListingCondition | null;
  book?: BookDraft;
  clientKey: string;
  files: { name: string; kind: 'image' | 'video'; uploadId: string; alt: string; preview: string }[];
}

export interface Draft {
  /** Changes on reset so the editor mounts again, empty. */
  editorKey: number;
  text: SerializedEditorState | null;
  /** The counted length (a line break counts 2) and whether there is any non-blank text. */
  textLength: number;
  hasText: boolean;
  files: DraftFile[];
  category: CategoryValue | null;
  /** The price as typed, '' for none (readPrice judges it). */
  price: string;
  /** The listing's condition; sent only with a price. */
  condition: ListingCondition | null;
  /** Selling or Looking for, Up to, Course and ISBN (book-draft.ts). */
  book: BookDraft;
  /** The key of this draft's create: a double tap or a resubmit after a reload makes one post. */
  clientKey: string;
}

const emptyDraft = (editorKey: number): Draft => ({
  editorKey,
  text: null,
  textLength: 0,
  hasText: false,
  files: [],
  category: null,
  price: '',
  condition: null,
  book: emptyBookDraft(),
  clientKey: newClientKey(),
});

function readSaved(key: string): SavedDraft | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as SavedDraft) : null;
  } catch {
    return null; // storage off (private mode) or a damaged copy: start empty
  }
}

function writeSaved(key: string, draft: Draft) {
  try {
    if (isDraftEmpty(draft)) return localStorage.removeItem(key);
    const saved: SavedDraft = {
      text: draft.text,
      textLength: draft.textLength,
      hasText: draft.hasText,
      category: draft.category,
      price: draft.price,
      condition: draft.condition,
      book: draft.book,
      clientKey: draft.clientKey,
      files: draft.files.flatMap((f) =>
        f.uploadId && f.status === 'done'
          ? [{ name: f.name, kind: f.kind, uploadId: f.uploadId, alt: f.alt, preview: f.savedPreview }]
          : [],
      ),
    };
    localStorage.setItem(key, JSON.stringify(saved));
  } catch {
    // A full or disabled storage: the draft still lives for this tab.
  }
}

export const isDraftEmpty = (d: Draft) =>
  d.textLength === 0 &&
  d.files.length === 0 &&
  d.category === null &&
  d.price === '' &&
  d.condition === null &&
  isBookDraftEmpty(d.book);

export type DraftStore = ReturnType<typeof createDraftStore>;

let fileSeq = 0;

export function createDraftStore() {
  let draft = emptyDraft(0);
  let storageKey: string | null = null;
  const listeners = new Set<() => void>();
  const uploads = new Map<string, { promise: Promise<UploadedFile>; abort: () => void }>();

  const update = (patch: Partial<Draft> | ((d: Draft) => Partial<Draft>)) => {
    draft = { ...draft, ...(typeof patch === 'function' ? patch(draft) : patch) };
    if (storageKey) writeSaved(storageKey, draft);
    for (const listener of listeners) listener();
  };
  const patchFile = (key: string, patch: Partial<DraftFile>) =>
    update((d) => ({ files: d.files.map((f) => (f.key === key ? { ...f, ...patch } : f)) }));

  const removeFile = (key: string) => {
    uploads.get(key)?.abort();
    uploads.delete(key);
    const file = draft.files.find((f) => f.key === key);
    if (file) URL.revokeObjectURL(file.previewUrl);
    update((d) => ({ files: d.files.filter((f) => f.key !== key) }));
  };

  /** Adds files and uploads each at once, in parallel; a failed one leaves the draft and calls onError. */
  const addFiles = (files: readonly File[], onError: (error: unknown) => void) => {
    const added = files.map<DraftFile>((file) => ({
      key: `file-${++fileSeq}`,
      name: file.name,
      kind: fileKind(file),
      previewUrl: URL.createObjectURL(file),
      progress: 0,
      status: 'uploading',
      uploadId: null,
      alt: '',
      savedPreview: '',
    }));
    update((d) => ({ files: [...d.files, ...added] }));
    added.forEach((entry, i) => {
      const task = uploadFile(files[i]!, (fraction) => {
        const progress = Math.min(99, Math.round(fraction * 100));
        if (draft.files.find((f) => f.key === entry.key)?.progress !== progress)
          patchFile(entry.key, { progress });
      });
      uploads.set(entry.key, task);
      task.promise.then(
        (uploaded) => {
          uploads.delete(entry.key);
          patchFile(entry.key, {
            progress: 100,
            status: 'done',
            uploadId: uploaded.id,
            savedPreview: uploaded.placeholder ?? '',
          });
        },
        (error: unknown) => {
          if (!uploads.has(entry.key)) return; // removed or discarded meanwhile
          removeFile(entry.key);
          onError(error);
        },
      );
    });
  };

  /** Waits for the running uploads; false when a file of the draft failed (or was removed) meanwhile. */
  const settleUploads = async () => {
    const keys = draft.files.map((f) => f.key);
    await Promise.allSettled([...uploads.values()].map((u) => u.promise));
    return keys.every((key) => draft.files.some((f) => f.key === key && f.status === 'done'));
  };

  /** Stops running uploads and frees thumbnails (a discarded or unmounted draft). */
  const dispose = () => {
    for (const u of uploads.values()) u.abort();
    uploads.clear();
    for (const f of draft.files) if (f.previewUrl.startsWith('blob:')) URL.revokeObjectURL(f.previewUrl);
  };

  /**
   * Another tab sent this draft's key (the same draft, restored there): the same content was posted,
   * so this copy goes; a different one stays, with a new key (that one was spent). Heard from the
   * first persistTo on, for the page's life: a kept draft is the tab's one post draft.
   */
  let hearing = false;
  const answeredElsewhere = (answered: Answered) => {
    if (answered.key !== draft.clientKey) return;
    if (answered.outcome === 'sent' && fingerprintOf(postBodyOf(draft)) === answered.fingerprint) {
      dispose();
      update(emptyDraft(draft.editorKey + 1));
    } else update({ clientKey: newClientKey() });
  };

  /** The draft kept at `key` (null: none), as a draft with a fresh editor. */
  const restore = (key: string): Draft => {
    const saved = readSaved(key);
    const editorKey = draft.editorKey + 1;
    if (!saved) return emptyDraft(editorKey);
    return {
      ...emptyDraft(editorKey),
      text: saved.text,
      textLength: saved.textLength,
      hasText: saved.hasText,
      category: saved.category,
      price: saved.price,
      condition: saved.condition ?? null,
      book: { ...emptyBookDraft(), ...saved.book },
      // A key the server answered (in this tab or another) is never sent again.
      clientKey:
        saved.clientKey && !submissionKeys.isUsed(saved.clientKey) ? saved.clientKey : newClientKey(),
      files: saved.files.map((f) => ({
        key: `file-${++fileSeq}`,
        name: f.name,
        kind: f.kind,
        previewUrl: f.preview,
        progress: 100,
        status: 'done' as const,
        uploadId: f.uploadId,
        alt: f.alt,
        savedPreview: f.preview,
      })),
    };
  };

  return {
    getSnapshot: () => draft,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    update,
    addFiles,
    removeFile,
    setFileAlt: (key: string, alt: string) => patchFile(key, { alt }),
    settleUploads,
    dispose,
    /** Empties the draft (after posting or discarding), and its saved copy; the editor mounts again. */
    reset() {
      dispose();
      update(emptyDraft(draft.editorKey + 1));
    },
    /**
     * Keeps the draft at `key` in localStorage from now on (null: nowhere). A new key (another member
     * or campus) puts this tab's draft aside and brings back the one saved there, if any.
     */
    persistTo(key: string | null) {
      if (key === storageKey) return;
      if (!hearing) {
        hearing = true;
        submissionKeys.onAnswered(answeredElsewhere);
      }
      const switching = storageKey !== null;
      storageKey = key;
      if (!key) return;
      if (switching || isDraftEmpty(draft)) {
        if (switching) dispose();
        draft = restore(key);
        for (const listener of listeners) listener();
      } else writeSaved(key, draft);
    },
  };
}

/** The one post draft of this tab (see the header comment). */
export const postDraftStore = createDraftStore();
