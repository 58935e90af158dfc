import {
  CATEGORIES,
  documentFromPlainText,
  LISTING_MESSAGES,
  MAX_FILES_PER_POST,
  POST_FILE_ACCEPT,
  POST_FILE_TYPES,
  POST_MESSAGES,
  type Post,
  UPLOAD_MESSAGES,
} from '@campus/domain';
import { useId, useState } from 'react';
import { useAlert } from '../../../components/ui/alerts/alert-provider';
import { Button } from '../../../components/ui/button';
import form from '../../../components/ui/form.module.css';
import { Modal, ModalCancel } from '../../../components/ui/modal';
import { TextAreaField, TextField } from '../../../components/ui/text-field';
import { refusalSentence } from '../../../lib/api-client';
import { useSiteCampus } from '../../../lib/site-campus';
import { uploadFile } from '../../../lib/upload-file';
import { useEditPost } from '../api/listings';
import styles from '../listings.module.css';

/**
 * 'Edit': the author changes the text, price and category, removes photos and adds new ones after
 * the kept ones (the posting rules apply on the server too: 500 characters, 10 files). The post then shows 'Edited'; a lower price tells
 * the members who saved it.
 */
export function EditPostDialog(props: { post: Post; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { post } = props;
  const edit = useEditPost(post.id);
  const alert = useAlert();
  const { videos } = useSiteCampus();
  const categoryId = useId();
  const [text, setText] = useState(post.plainText);
  const [price, setPrice] = useState(post.priceCents === null ? '' : String(post.priceCents / 100));
  const [category, setCategory] = useState(post.category ?? 'all');
  const [kept, setKept] = useState(post.media.map((m) => m.id));
  const [added, setAdded] = useState<{ id: string; name: string }[]>([]);
  const [uploading, setUploading] = useState(false);
  const onPick = async (files: File[]) => {
    if (kept.length + added.length + files.length > MAX_FILES_PER_POST)
      return alert(POST_MESSAGES.tooManyFiles, 'danger');
    // Said before uploading; a video the browser gives no type is refused by the server, same sentence.
    if (!videos && files.some((f) => POST_FILE_TYPES[f.type.toLowerCase()] === 'video'))
      return alert(UPLOAD_MESSAGES.videosOff, 'danger');
    setUploading(true);
    try {
      for (const file of files) {
        const uploaded = await uploadFile(file, () => {}).promise;
        setAdded((a) => [...a, { id: uploaded.id, name: file.name }]);
      }
    } catch (err) {
      alert(refusalSentence(err), 'danger');
    } finally {
      setUploading(false);
    }
  };
  const onSave = (e: React.FormEvent) => {
    e.preventDefault();
    edit.mutate(
      {
        text: documentFromPlainText(text),
        price: price.trim() === '' ? null : Number(price),
        category: category === 'all' ? null : category,
        keepMediaIds: kept,
        uploadIds: added.map((a) => a.id),
      },
      {
        onSuccess: () => {
          props.onOpenChange(false);
          alert(LISTING_MESSAGES.updated, 'success');
        },
        onError: (err) => alert(refusalSentence(err), 'danger'),
      },
    );
  };
  return (
    <Modal open={props.open} onOpenChange={props.onOpenChange} title={LISTING_MESSAGES.editTitle}>
      <form className={form.form} onSubmit={onSave}>
        <TextAreaField
          label={LISTING_MESSAGES.postText}
          className={styles.textarea}
          value={text}
          onValueChange={setText}
        />
        <TextField
          label={LISTING_MESSAGES.price}
          value={price}
          onValueChange={setPrice}
          inputMode="numeric"
          pattern="[0-9]*"
        />
        <label className={form.field} htmlFor={categoryId}>
          {LISTING_MESSAGES.category}
        </label>
        <select id={categoryId} value={category} onChange={(e) => setCategory(e.target.value)}>
          {CATEGORIES.map((c) => (
            <option key={c.value} value={c.value}>
              {c.text}
            </option>
          ))}
        </select>
        {post.media.length > 0 && (
          <ul className={styles.photos} aria-label={LISTING_MESSAGES.photos}>
            {post.media
              .filter((m) => kept.includes(m.id))
              .map((m, i) => (
                <li key={m.id}>
                  <img src={m.url} alt="" />
                  <Button
                    size="small"
                    variant="secondary"
                    aria-label={LISTING_MESSAGES.removePhoto(i + 1)}
                    onClick={() => setKept((k) => k.filter((id) => id !== m.id))}
                  >
                    ×
                  </Button>
                </li>
              ))}
          </ul>
        )}
        <label className={form.field}>
          {LISTING_MESSAGES.addPhotos}
          <input
            type="file"
            multiple
            accept={POST_FILE_ACCEPT}
            onChange={(e) => {
              void onPick([...(e.target.files ?? [])]);
              e.target.value = '';
            }}
          />
        </label>
        {added.length > 0 && (
          <p className={styles.muted}>{LISTING_MESSAGES.newFiles(added.map((a) => a.name))}</p>
        )}
        <Button type="submit" variant="dark" block disabled={edit.isPending || uploading}>
          {edit.isPending ? 'Processing...' : LISTING_MESSAGES.saveChanges}
        </Button>
      </form>
      <ModalCancel />
    </Modal>
  );
}
