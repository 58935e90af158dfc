import { CATEGORIES, documentFromPlainText, LISTING_MESSAGES, type Post } from '@campus/domain';
import { useId, useState } from 'react';
import { useAlert } from '../../../components/ui/alerts/alert-provider';
import { Button } from '../../../components/ui/button';
import form from '../../../components/ui/form.module.css';
import { Modal, ModalCancel } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { useEditPost } from '../api/listings';
import styles from '../listings.module.css';

/**
 * 'Edit': the author changes the text, price and category and removes photos (the posting rules
 * apply on the server: 500 characters, 10 files). The post then shows 'Edited'; a lower price tells
 * the members who saved it.
 */
export function EditPostDialog(props: { post: Post; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { post } = props;
  const edit = useEditPost(post.id);
  const alert = useAlert();
  const textId = useId();
  const categoryId = useId();
  const [text, setText] = useState(post.plainText);
  const [price, setPrice] = useState(post.priceCents === null ? '' : String(post.priceCents / 100));
  const [category, setCategory] = useState(post.category ?? 'all');
  const [kept, setKept] = useState(post.media.map((m) => m.id));
  const onSave = (e: React.FormEvent) => {
    e.preventDefault();
    edit.mutate(
      {
        text: documentFromPlainText(text),
        price: price.trim() === '' ? null : Number(price),
        category: category === 'all' ? null : category,
        keepMediaIds: kept,
        uploadIds: [],
      },
      {
        onSuccess: () => {
          props.onOpenChange(false);
          alert(LISTING_MESSAGES.updated, 'success');
        },
        onError: (err) => alert(err instanceof ApiError ? err.message : String(err), 'danger'),
      },
    );
  };
  return (
    <Modal open={props.open} onOpenChange={props.onOpenChange} title={LISTING_MESSAGES.editTitle}>
      <form className={form.form} onSubmit={onSave}>
        <label className={form.field} htmlFor={textId}>
          {LISTING_MESSAGES.postText}
        </label>
        <textarea
          id={textId}
          className={styles.textarea}
          value={text}
          onChange={(e) => setText(e.target.value)}
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
        <Button type="submit" variant="dark" block disabled={edit.isPending}>
          {edit.isPending ? 'Processing...' : LISTING_MESSAGES.saveChanges}
        </Button>
      </form>
      <ModalCancel />
    </Modal>
  );
}
