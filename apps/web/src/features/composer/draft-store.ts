// A composer's draft in a small external store (read with useSyncExternalStore). The post composer
// uses one module-level store, `postDraftStore`, shared by the modal, the mobile page and the mobile
// category page (/create/categories), so the draft and its running uploads survive moving between
// those routes and closing the modal; it lives for the tab's life and is lost on reload (picked files
// cannot be stored). Comment composers each create their own store.
import type { CategoryValue } from '@campus/domain';
import type { SerializedEditorState } from 'lexical';
import { type UploadedFile, uploadFile } from '../../lib/upload-file';
import { fileKind } from './draft-rules';

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
  /** Whole dollars as typed, '' for none. */
  price: string;
}

const emptyDraft = (editorKey: number): Draft => ({
  editorKey,
  text: null,
  textLength: 0,
  hasText: false,
  files: [],
  category: null,
  price: '',
});

export const isDraftEmpty = (d: Draft) =>
  d.textLength === 0 && d.files.length === 0 && d.category === null && d.price === '';

export type DraftStore = ReturnType<typeof createDraftStore>;

let fileSeq = 0;

export function createDraftStore() {
  let draft = emptyDraft(0);
  const listeners = new Set<() => void>();
  const uploads = new Map<string, { promise: Promise<UploadedFile>; abort: () => void }>();

  const update = (patch: Partial<Draft> | ((d: Draft) => Partial<Draft>)) => {
    draft = { ...draft, ...(typeof patch === 'function' ? patch(draft) : patch) };
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
          patchFile(entry.key, { progress: 100, status: 'done', uploadId: uploaded.id });
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
    for (const f of draft.files) URL.revokeObjectURL(f.previewUrl);
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
    /** Empties the draft (after posting or discarding); the editor mounts again. */
    reset() {
      dispose();
      update(emptyDraft(draft.editorKey + 1));
    },
  };
}

/** The one post draft of this tab (see the header comment). */
export const postDraftStore = createDraftStore();
